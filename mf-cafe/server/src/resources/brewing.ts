import type { Database, Row } from '@coffee/api-kernel/db/database';
import { brewStockLine } from '@coffee/api-kernel/domain';
import { releaseStock, settleStock, stockKey } from '@coffee/api-kernel/inventory/ledger';
import type { StockLine, StockSource } from '@coffee/api-kernel/inventory/ledger';

const brewSource = (record: Row): StockSource => ({
  type: 'cafe_brewing_result',
  seq: Number(record.brewing_result_seq),
  roasterSeq: null,
  cafeSeq: record.cafe_seq === null || record.cafe_seq === undefined ? null : Number(record.cafe_seq),
  kind: 'brew',
  date: record.brewing_result_date ? String(record.brewing_result_date).slice(0, 10) : null,
});

/** A brew takes its dose from the received batch it names (a refusal names the dose field). */
const brewStockLines = (record: Row): StockLine[] => {
  const line = brewStockLine(record);
  return line
    ? [
        {
          item: stockKey('received', String(line.received)),
          change: line.change,
          field: 'brewing_bean_mass',
          itemField: 'received_seq',
        },
      ]
    : [];
};

/**
 * A saved cafe brew's stock: the received batch's stock follows the brew. An edit moves only
 * the difference (another dose, another batch); a brew saved before the ledger takes its dose at its first edit.
 */
export async function settleBrewStock(trx: Database, keys: Row, mode: 'write' | 'edit'): Promise<void> {
  const record = await trx
    .selectFrom('cafe_brewing_result')
    .select(['brewing_result_seq', 'cafe_seq', 'brewing_result_date', 'received_seq', 'brewing_bean_mass'])
    .where('brewing_result_seq', '=', keys.brewing_result_seq as number)
    .executeTakeFirstOrThrow();
  await settleStock(trx, brewSource(record), brewStockLines(record), { edit: mode === 'edit', unrecorded: 'take' });
}

/** A deleted brew gives its dose back to the batch. */
export async function releaseBrewStock(trx: Database, deleted: Row): Promise<void> {
  await releaseStock(trx, brewSource(deleted));
}

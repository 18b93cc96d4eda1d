import type { Database, Row, Tables } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import { releaseStock, settleStock, stockKey } from '@coffee/api-kernel/inventory/ledger';
import type { StockLine, StockSource } from '@coffee/api-kernel/inventory/ledger';
import { badRequest } from '@coffee/api-kernel/http/errors';
import { itemRef } from '@coffee/api-kernel/inventory/items';
import { assignBatchCode } from './batch-codes';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import {
  isSingleOrigin,
  originSummary,
  storedLossRate,
  storedOrganicLoss,
  storedShares,
  totalMass,
  weightedMean,
} from '@coffee/api-kernel/domain';

const numberOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Mass shares of a combination's rows: each row's percent and the total mass (the parent's keys select the rows). */
async function shareRows(
  trx: Database,
  table: keyof Tables,
  keys: Row,
  massColumn: string,
  percentColumn: string,
  rowKeys: readonly string[],
) {
  const tables = byTableName(trx);
  const rows = await combinationRows(trx, table, keys);
  const masses = rows.map((row) => numberOf(row[massColumn]));
  const shares = storedShares(masses);
  for (const [index, row] of rows.entries()) {
    let update = tables.updateTable(table).set({ [percentColumn]: shares[index] ?? null });
    for (const name of [...Object.keys(keys), ...rowKeys]) update = update.where(name, '=', row[name] as never);
    await update.execute();
  }
  return { rows, total: totalMass(masses) };
}

/** The origin lists a batch stores (its table has no country code, region or farm): of its green beans, each once. */
async function greenbeanOrigins(trx: Database, greenbeanSeqs: readonly number[]): Promise<Row> {
  const beans = greenbeanSeqs.length
    ? await trx
        .selectFrom('greenbean_roaster')
        .selectAll()
        .where('greenbean_roaster_seq', 'in', [...greenbeanSeqs])
        .execute()
    : [];
  const { country_list, variety_list, variety_etc, process_list, process_etc, grade_list, grade_detail_list } =
    originSummary(beans);
  return { country_list, variety_list, variety_etc, process_list, process_etc, grade_list, grade_detail_list };
}

const prefixed = (prefix: string, values: Row): Row =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}_${name}`, value]));

export async function deriveRoastingDefault(trx: Database, keys: Row): Promise<void> {
  const { rows, total } = await shareRows(
    trx,
    'roasting_default_greenbean',
    keys,
    'greenbean_mass',
    'greenbean_percent',
    ['greenbean_roaster_seq'],
  );
  await trx
    .updateTable('roasting_default')
    .set({
      greenbean_total_mass: total,
      roasting_single_origin: isSingleOrigin(rows.map((row) => row.greenbean_roaster_seq)),
    })
    .where('roasting_seq', '=', keys.roasting_seq as number)
    .execute();
}

/** A roast batch's derived columns: its code when it has none, green shares and total, moisture, losses, origins. */
export async function deriveRoastingResult(trx: Database, keys: Row): Promise<void> {
  await assignBatchCode(trx, 'roasting', keys);
  const { rows, total } = await shareRows(
    trx,
    'roasting_result_greenbean',
    keys,
    'greenbean_mass',
    'greenbean_percent',
    ['greenbean_roaster_seq', 'greenbean_year'],
  );
  const moisture = weightedMean(
    rows.map((row) => ({ mass: numberOf(row.greenbean_mass), value: numberOf(row.greenbean_moisture) })),
  );
  const record = await trx
    .selectFrom('roasting_result')
    .select(['roasting_mass', 'roasting_moisture'])
    .where('roasting_result_seq', '=', keys.roasting_result_seq as number)
    .executeTakeFirstOrThrow();
  const roasted = numberOf(record.roasting_mass);
  const origins = await greenbeanOrigins(
    trx,
    rows.map((row) => Number(row.greenbean_roaster_seq)),
  );
  await trx
    .updateTable('roasting_result')
    .set({
      ...prefixed('roasting', origins),
      greenbean_total_mass: total,
      greenbean_moisture: moisture,
      roasting_loss: storedLossRate(total, roasted),
      roasting_organic_loss: storedOrganicLoss(total, roasted, moisture, numberOf(record.roasting_moisture)),
    })
    .where('roasting_result_seq', '=', keys.roasting_result_seq as number)
    .execute();
}

/** The rows of a combination under its parent's keys, in the order they were written. */
async function combinationRows(trx: Database, table: string, keys: Row): Promise<Row[]> {
  let query = byTableName(trx).selectFrom(table).selectAll();
  for (const [name, value] of Object.entries(keys)) query = query.where(name, '=', value);
  return query.execute();
}

/** A saved roast batch's stock: its green mass out of the lots, its roasted mass into its own stock. */
export async function settleRoastingStock(trx: Database, keys: Row, mode: 'write' | 'edit' = 'write'): Promise<void> {
  const rows = await combinationRows(trx, 'roasting_result_greenbean', keys);
  const record = await trx
    .selectFrom('roasting_result')
    .select(['roasting_mass', 'roaster_seq', 'roasting_result_date', 'edit_user', 'edit_by'])
    .where('roasting_result_seq', '=', keys.roasting_result_seq as number)
    .executeTakeFirstOrThrow();
  const lines = roastingStockLines(keys, rows, numberOf(record.roasting_mass));
  await settleStock(trx, roastingSource(keys, record), lines, { edit: mode === 'edit' });
}

/** The ledger source of a roast batch. */
const roastingSource = (keys: Row, record: Row): StockSource => ({
  type: 'roasting_result',
  seq: Number(keys.roasting_result_seq),
  roasterSeq: numberOf(record.roaster_seq),
  kind: 'roast',
  user: numberOf(record.edit_user),
  by: typeof record.edit_by === 'string' ? record.edit_by : null,
  date: record.roasting_result_date ? String(record.roasting_result_date).slice(0, 10) : null,
});

/** A roast takes each row's green mass from its lot and puts its roasted mass in its own stock. */
const roastingStockLines = (keys: Row, rows: Row[], roasted: number | null): StockLine[] => [
  ...rows.map((row, index) => ({
    item: stockKey('greenbean', `${row.greenbean_roaster_seq}_${row.greenbean_year}`),
    change: -(numberOf(row.greenbean_mass) ?? 0),
    field: `greenbean_mass_${index}`,
    itemField: `greenbean_year_${index}`,
  })),
  { item: stockKey('roasting', String(keys.roasting_result_seq)), change: roasted ?? 0, field: 'roasting_mass' },
];

/** A deleted roast gives its green mass back to the lots; its own stock goes to zero. */
export async function releaseRoastingStock(trx: Database, deleted: Row): Promise<void> {
  await releaseStock(trx, roastingSource(deleted, deleted), {
    item: itemRef('roasting', deleted.roasting_result_seq),
    balance: numberOf(deleted.roasting_instock) ?? 0,
  });
}

export async function deriveBlendingDefault(trx: Database, keys: Row): Promise<void> {
  const { total } = await shareRows(trx, 'blending_default_roasting', keys, 'roasting_mass', 'roasting_percent', [
    'roasting_seq',
  ]);
  const beans = await trx
    .selectFrom('blending_default_roasting as b')
    .innerJoin('roasting_default_greenbean as g', 'g.roasting_seq', 'b.roasting_seq')
    .select('g.greenbean_roaster_seq')
    .where('b.blending_seq', '=', keys.blending_seq as number)
    .execute();
  await trx
    .updateTable('blending_default')
    .set({
      blending_total_mass: total,
      blending_single_origin: isSingleOrigin(beans.map((bean) => bean.greenbean_roaster_seq)),
    })
    .where('blending_seq', '=', keys.blending_seq as number)
    .execute();
}

/**
 * A blend batch's derived columns: its code when it has none, roast shares and total, single origin, weighted losses
 * and the beans' origins.
 */
export async function deriveBlendingResult(trx: Database, keys: Row): Promise<void> {
  await assignBatchCode(trx, 'blending', keys);
  const { rows, total } = await shareRows(trx, 'blending_result_roasting', keys, 'roasting_mass', 'roasting_percent', [
    'roasting_result_year',
    'roasting_result_seq',
  ]);
  const seqs = rows.map((row) => Number(row.roasting_result_seq));
  const roasts = seqs.length
    ? await trx.selectFrom('roasting_result').selectAll().where('roasting_result_seq', 'in', seqs).execute()
    : [];
  const beans = seqs.length
    ? await trx
        .selectFrom('roasting_result_greenbean')
        .select('greenbean_roaster_seq')
        .distinct()
        .where('roasting_result_seq', 'in', seqs)
        .execute()
    : [];
  const origins = await greenbeanOrigins(
    trx,
    beans.map((bean) => Number(bean.greenbean_roaster_seq)),
  );
  const weighted = (column: 'roasting_loss' | 'roasting_organic_loss'): number | null =>
    weightedMean(
      rows.map((row) => ({
        mass: numberOf(row.roasting_mass),
        value: numberOf(roasts.find((roast) => roast.roasting_result_seq === row.roasting_result_seq)?.[column]),
      })),
    );
  await trx
    .updateTable('blending_result')
    .set({
      ...prefixed('blending', origins),
      blending_total_mass: total,
      blending_single_origin: isSingleOrigin(beans.map((bean) => bean.greenbean_roaster_seq)),
      blending_loss: weighted('roasting_loss'),
      blending_organic_loss: weighted('roasting_organic_loss'),
    })
    .where('blending_result_seq', '=', keys.blending_result_seq as number)
    .execute();
}

/** A saved blend batch's stock: its mass into its own stock and, when its blend says so, its roasts' mass out. */
export async function settleBlendingStock(trx: Database, keys: Row, mode: 'write' | 'edit' = 'write'): Promise<void> {
  const rows = await combinationRows(trx, 'blending_result_roasting', keys);
  const total = totalMass(rows.map((row) => numberOf(row.roasting_mass)));
  const record = await trx
    .selectFrom('blending_result as r')
    .innerJoin('blending_default as d', 'd.blending_seq', 'r.blending_seq')
    .select(['r.roaster_seq', 'r.blending_result_date', 'r.edit_user', 'r.edit_by', 'd.roasting_instock_change'])
    .where('r.blending_result_seq', '=', keys.blending_result_seq as number)
    .executeTakeFirstOrThrow();
  const lines = blendingStockLines(keys, rows, total, record.roasting_instock_change === true);
  await settleStock(trx, blendingSource(keys, record), lines, { edit: mode === 'edit' });
}

/** The ledger source of a blend batch. */
const blendingSource = (keys: Row, record: Row): StockSource => ({
  type: 'blending_result',
  seq: Number(keys.blending_result_seq),
  roasterSeq: numberOf(record.roaster_seq),
  kind: 'blend',
  user: numberOf(record.edit_user),
  by: typeof record.edit_by === 'string' ? record.edit_by : null,
  date: record.blending_result_date ? String(record.blending_result_date).slice(0, 10) : null,
});

/**
 * A blend batch puts its mass in its own stock and, when its blend says so (`roasting_instock_change`), takes each
 * row's mass from that roast batch.
 */
const blendingStockLines = (keys: Row, rows: Row[], total: number, takesRoasts: boolean): StockLine[] => [
  ...(takesRoasts
    ? rows.map((row, index) => ({
        item: stockKey('roasting', String(row.roasting_result_seq)),
        change: -(numberOf(row.roasting_mass) ?? 0),
        field: `roasting_mass_${index}`,
        itemField: `roasting_result_seq_${index}`,
      }))
    : []),
  { item: stockKey('blending', String(keys.blending_result_seq)), change: total, field: 'blending_total_mass' },
];

/** A deleted blend batch gives its roasts' mass back; its own stock goes to zero. */
export async function releaseBlendingStock(trx: Database, deleted: Row): Promise<void> {
  await releaseStock(trx, blendingSource(deleted, deleted), {
    item: itemRef('blending', deleted.blending_result_seq),
    balance: numberOf(deleted.blending_instock) ?? 0,
  });
}

const REFERENCE_FIELD = 'roasting_reference_seq';

/** A roasting result of this roaster by its seq (unique on its own), or undefined. */
const batchOf = (db: Database, roaster: number, seq: number) =>
  db
    .selectFrom('roasting_result')
    .select(['roasting_result_year', 'roasting_result_seq'])
    .where('roasting_result_seq', '=', seq)
    .where('roaster_seq', '=', roaster)
    .executeTakeFirst();

/**
 * A recipe's reference batch (behaviour §04-2) must be a roasting result of the same roaster (else 400
 * `roasting_reference_invalid` naming the field, nothing written); its year is stored beside its seq.
 */
export async function checkReferenceBatch({ trx, access, values }: SaveContext): Promise<void> {
  if (!(REFERENCE_FIELD in values)) return;
  const seq = values[REFERENCE_FIELD];
  if (seq === null || seq === undefined) {
    values.roasting_reference_year = null;
    return;
  }
  const batch = Number.isSafeInteger(Number(seq)) ? await batchOf(trx, access.org?.seq ?? -1, Number(seq)) : undefined;
  if (!batch) throw badRequest('roasting_reference_invalid', { field: REFERENCE_FIELD });
  values.roasting_reference_year = batch.roasting_result_year;
}

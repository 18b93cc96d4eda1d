import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { PAGES } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import { brewingSteps, dateTerm, NAME_COLUMNS, namesOf } from '@coffee/api-kernel/engine/brewing-columns';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumn, joinedColumns } from '@coffee/api-kernel/engine/resource';
import { page } from '@coffee/api-kernel/engine/pages';
import { storeNoteScores } from './quality';

/** A value two records away: `via` holds the link to `table` (e.g. a roasting result's recipe names). */
const throughColumn = (
  outer: string,
  via: { table: string; on: string },
  table: string,
  link: string,
  column: string,
): RawBuilder<unknown> =>
  sql`(select ${sql.ref(`t.${column}`)} from ${sql.table(via.table)} v join ${sql.table(table)} t on ${sql.ref(`t.${link}`)} = ${sql.ref(`v.${link}`)} where ${sql.ref(`v.${via.on}`)} = ${sql.ref(`${outer}.${via.on}`)} limit 1)`;

/** QC brewing results take the blend result's year and show its date and losses. */
async function blendResultYear(trx: Database, values: Row, stored?: Row): Promise<void> {
  const seq = values.blending_result_seq ?? stored?.blending_result_seq;
  if (seq === undefined || seq === null) return;
  const result = await trx
    .selectFrom('blending_result')
    .select(['blending_result_year', 'blending_seq'])
    .where('blending_result_seq', '=', seq as number)
    .executeTakeFirst();
  const blend = values.blending_seq ?? stored?.blending_seq;
  if (!result || (blend !== undefined && blend !== null && Number(blend) !== Number(result.blending_seq))) {
    throw badRequest('field_code', { field: 'blending_result_seq' });
  }
  values.blending_result_year = result.blending_result_year;
}

/** The QC notes (behaviour §03-3.1 to §03-3.5, §03-7.1): their scores, and what each shows of the record it notes. */
export function qcNoteResources(): Resource[] {
  const blendResultOn = { blending_result_seq: 'blending_result_seq' };
  return [
    page(PAGES.QCBlending, {
      expressions: namesOf('qc_blending', 'blending_default', 'blending', { blending_seq: 'blending_seq' }),
      beforeRowWrite: storeNoteScores,
    }),
    page(PAGES.QCRoasting, {
      expressions: {
        ...joinedColumns('qc_roasting', 'roasting_result', ['roasting_result_date', 'roasting_batch_no'], {
          roasting_result_seq: 'roasting_result_seq',
        }),
        ...Object.fromEntries(
          NAME_COLUMNS('roasting').map((name) => [
            name,
            throughColumn(
              'qc_roasting',
              { table: 'roasting_result', on: 'roasting_result_seq' },
              'roasting_default',
              'roasting_seq',
              name,
            ),
          ]),
        ),
      },
      beforeRowWrite: storeNoteScores,
    }),
    page(PAGES.QCGreenbean, {
      expressions: namesOf('qc_greenbean', 'greenbean_roaster', 'greenbean', {
        greenbean_roaster_seq: 'greenbean_roaster_seq',
      }),
      beforeRowWrite: storeNoteScores,
    }),
    page(PAGES.QCBrewingDefault),
    page(PAGES.QCBrewingResult, {
      expressions: {
        blending_result_date: joinedColumn(
          'qc_brewing_result',
          'blending_result',
          'blending_result_date',
          blendResultOn,
        ),
        blending_loss: joinedColumn('qc_brewing_result', 'blending_result', 'blending_loss', blendResultOn),
        blending_organic_loss: joinedColumn(
          'qc_brewing_result',
          'blending_result',
          'blending_organic_loss',
          blendResultOn,
        ),
        brewing_date_term: dateTerm(
          'qc_brewing_result',
          'cupnote_date',
          joinedColumn('qc_brewing_result', 'blending_result', 'blending_result_date', blendResultOn),
        ),
      },
      beforeRowWrite: async (save) => {
        storeNoteScores(save);
        await blendResultYear(save.trx, save.values, save.stored);
      },
      detailExtras: brewingSteps,
    }),
    page(PAGES.QCCoffeebean, { beforeRowWrite: storeNoteScores }),
  ];
}

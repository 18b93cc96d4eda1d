import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { BREWING_STEPS } from '../domain';
import type { Row } from '@coffee/api-kernel/db/database';
import { joinedColumn, joinedColumns } from '@coffee/api-kernel/engine/resource';

/**
 * What several areas' brewing and note pages read alike (the cafe's, the coffee lover's, the roastery's QC): a joined
 * record's names, the brewing steps as rows, the beans' age at brewing.
 */

export const NAME_COLUMNS = (prefix: string) => [
  `${prefix}_name_kr`,
  `${prefix}_name`,
  `${prefix}_nick_kr`,
  `${prefix}_nick`,
];

/** The names of a joined record under the joined record's own field names. */
export const namesOf = (outer: string, table: string, prefix: string, on: Record<string, string>) =>
  joinedColumns(outer, table, NAME_COLUMNS(prefix), on);

/** Brewing steps 1-9 and end as rows, the form's flat `brewing_{step}_*` fields regrouped (detail_result_step). */
export const brewingSteps = (record: Row): Row => ({
  detail_result_step: BREWING_STEPS.map((step) => ({
    step,
    ...Object.fromEntries(
      ['term', 'mass', 'mass_calc', 'bar', 'flux'].map((part) => [
        `brewing_${part}`,
        record[`brewing_${step}_${part}`] ?? null,
      ]),
    ),
  })),
});

/** The beans' age in days at brewing: the result (or note) date minus the blend result's date. */
export const dateTerm = (outer: string, dateColumn: string, blendDate: RawBuilder<unknown>) =>
  sql`(${sql.ref(`${outer}.${dateColumn}`)} - ${blendDate})`;

/** What a brewing result shows of the received bean it used. */
export const receivedColumns = (outer: string, dateColumn: string): Record<string, RawBuilder<unknown>> => {
  const on = { received_seq: 'received_seq' };
  const blendDate = joinedColumn(outer, 'coffeebean_received', 'blending_result_date', on);
  return {
    blending_result_date: blendDate,
    blending_loss: joinedColumn(outer, 'coffeebean_received', 'blending_loss', on),
    blending_organic_loss: joinedColumn(outer, 'coffeebean_received', 'blending_organic_loss', on),
    brewing_date_term: dateTerm(outer, dateColumn, blendDate),
  };
};

import { callPath } from '@coffee/api-client/query';
import { isSingleOrigin, storedLossRate, storedOrganicLoss, weightedMean } from '@coffee/domain';
import type { EntityDef } from '@coffee/domain';
import type { DetailPageConfig, RowLoad } from '@coffee/field-toolkit/engine';
import { parseIndexedName, readRows } from '@coffee/field-toolkit/forms';
import type { FormValues, Row } from '@coffee/field-toolkit/forms';
import { productionCalls } from '../../model';

type Derive = NonNullable<DetailPageConfig['derive']>;

/** A stored number of the form, or null when empty or not a number. */
const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const rowsOf = (entity: EntityDef, list: string, values: FormValues): Row[] => {
  const def = entity.fields.find((field) => field.name === list);
  return def ? readRows(values, def) : [];
};

/** Whether `changed` is the top-level field `names` or a row field of `list` named in `rowNames`. */
const touches = (
  entity: EntityDef,
  changed: string,
  names: readonly string[],
  list: string,
  rowNames: readonly string[],
) => {
  if (names.includes(changed)) return true;
  const indexed = parseIndexedName(entity, changed);
  return indexed?.list.name === list && rowNames.includes(indexed.field.name);
};

/** A recipe is single origin when its rows hold one green bean (behaviour §02-4). */
export const singleOriginDerive =
  (entity: EntityDef, list: string, bean: string, flag: string): Derive =>
  (changed, { values }) => {
    if (!touches(entity, changed, [], list, [bean])) return undefined;
    return { [flag]: isSingleOrigin(rowsOf(entity, list, values).map((row) => row[bean])) };
  };

/**
 * A roast's derived values (behaviour §02-4): the green beans' moisture as the mass-weighted mean of the rows, the loss
 * (1 - roasted / green) and the organic loss from both masses and moistures, each rounded to 0.1 %.
 */
export const roastingResultDerive =
  (entity: EntityDef): Derive =>
  (changed, { values }) => {
    const watched = ['roasting_mass', 'roasting_moisture', 'greenbean_total_mass'];
    if (!touches(entity, changed, watched, 'greenbean_list', ['greenbean_mass', 'greenbean_moisture']))
      return undefined;
    const rows = rowsOf(entity, 'greenbean_list', values);
    const greenMoisture = weightedMean(
      rows.map((row) => ({ mass: numberOf(row.greenbean_mass), value: numberOf(row.greenbean_moisture) })),
    );
    const green = rows.reduce((sum, row) => sum + (numberOf(row.greenbean_mass) ?? 0), 0);
    const roasted = numberOf(values.roasting_mass);
    return {
      greenbean_moisture: greenMoisture,
      roasting_loss: storedLossRate(green, roasted),
      roasting_organic_loss: storedOrganicLoss(green, roasted, greenMoisture, numberOf(values.roasting_moisture)),
    };
  };

const rowsIn = (answer: Record<string, unknown>, key: string): Row[] =>
  Array.isArray(answer[key]) ? (answer[key] as Row[]) : [];

/**
 * Choosing a recipe fills a batch (behaviour §02-4): the recipe's green beans with their latest lot, masses and the lot's
 * default moisture, and the next batch number of the day when the recipe numbers batches itself.
 */
export const RECIPE_ROWS: RowLoad = {
  field: 'roasting_seq',
  list: 'greenbean_list',
  path: (seq) => callPath(productionCalls.recipeRows, { seq }),
  query: (values) => ({ roasting_result_date: (values.roasting_result_date as string | null) ?? undefined }),
  read: (answer) => {
    const result = (answer.result ?? answer) as Record<string, unknown>;
    const batch = numberOf(result.roasting_batch_no);
    return {
      rows: rowsIn(result, 'roasting_default_greenbean'),
      values: batch === null ? {} : { roasting_batch_no: batch },
    };
  },
};

/**
 * Choosing a blend fills a blend batch (behaviour §02-4): one row per roast of the blend with its mass; the user picks each
 * row's year, then its batch.
 */
export const BLEND_ROWS: RowLoad = {
  field: 'blending_seq',
  list: 'roasting_result_list',
  path: (seq) => callPath(productionCalls.blendRows, { seq }),
  read: (answer, values) => {
    const year = numberOf(values.blending_result_year) ?? new Date().getFullYear();
    return {
      rows: rowsIn(answer, 'roasting_list').map((row) => ({
        roasting_result_year: year,
        roasting_mass: row.roasting_mass,
      })),
    };
  },
};

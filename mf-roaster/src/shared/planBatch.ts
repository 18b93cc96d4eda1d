import { pagePath, storedShares, totalMass } from '@coffee/domain';
import { ROASTER_PAGES } from '../../model';

/**
 * A planned or scheduled batch as "Roast this batch" hands it to a new roasting result (behaviour §05-3, §05-9):
 * its recipe and green rows, and the schedule commitment it fulfils. The batch is dated the day it is roasted (the
 * form's today), never the day the plan put it on.
 */
export interface PlannedBatch {
  roasting_seq: number;
  rows: ReadonlyArray<{ greenbean_roaster_seq: number; greenbean_year: number | null; greenbean_mass: number }>;
  schedule_seq?: number;
}

/** Query parameter of a planned green row: `{bean}.{lot year}.{mass}` (mass in 0.1 g). */
const ROW_PARAM = 'plan_row';

/** The new roasting result's address, prefilled with the planned recipe, green rows and commitment. */
export function roastBatchPath(batch: PlannedBatch): string {
  const query = new URLSearchParams({ roasting_seq: String(batch.roasting_seq) });
  if (batch.schedule_seq !== undefined) query.set('roasting_schedule_seq', String(batch.schedule_seq));
  for (const row of batch.rows)
    query.append(ROW_PARAM, `${row.greenbean_roaster_seq}.${row.greenbean_year ?? ''}.${row.greenbean_mass}`);
  return `${pagePath(ROASTER_PAGES.RoastingResult)}/write?${query.toString()}`;
}

const whole = (text: string | undefined): number | null =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : null;

/**
 * The form values a planned batch prefills (empty without a planned recipe): recipe, commitment, and the green rows
 * with their lots, masses, shares and total, as choosing the recipe would fill them.
 */
export function plannedBatchValues(query: URLSearchParams): Record<string, unknown> {
  const recipe = whole(query.get('roasting_seq') ?? undefined);
  if (recipe === null) return {};
  const rows = query.getAll(ROW_PARAM).flatMap((param) => {
    const [bean, year, mass] = param.split('.');
    const seq = whole(bean);
    const grams = whole(mass);
    return seq === null || grams === null
      ? []
      : [{ greenbean_roaster_seq: seq, greenbean_year: whole(year), greenbean_mass: grams }];
  });
  const shares = storedShares(rows.map((row) => row.greenbean_mass));
  const commitment = whole(query.get('roasting_schedule_seq') ?? undefined);
  return {
    roasting_seq: recipe,
    ...(commitment === null ? {} : { roasting_schedule_seq: commitment }),
    greenbean_list: rows.map((row, index) => ({ ...row, greenbean_percent: shares[index], greenbean_order: index })),
    greenbean_total_mass: totalMass(rows.map((row) => row.greenbean_mass)),
  };
}

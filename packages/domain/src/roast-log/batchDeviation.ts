import { DEFAULT_ROAST_TOLERANCES, roastDeviation, weightLossPercent } from '@coffee/domain/pages';
import type { ComparableRoast, RoastDeviation, RoastTolerances } from './deviation';
import { fromChartLog, resultFieldsToRoastEvents } from './resultFields';

type Values = Readonly<Record<string, unknown>>;

const stored = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/** A saved roasting result as the deviation compares it: chart log, timeline events, loss from its masses (0.1 g). */
export function comparableBatch(values: Values): ComparableRoast {
  const green = stored(values.greenbean_total_mass);
  const roasted = stored(values.roasting_mass);
  return {
    samples: fromChartLog(values.roasting_chart_log),
    events: resultFieldsToRoastEvents(values),
    weightLoss: weightLossPercent(green === null ? null : green / 10, roasted === null ? null : roasted / 10),
  };
}

/** The stored tolerance columns of a recipe (`roasting_tol_*`, tenths or seconds); a missing one is the default. */
export function recipeTolerances(recipe: Values): RoastTolerances {
  const tenths = (name: string, fallback: number) => {
    const value = stored(recipe[name]);
    return value === null ? fallback : value / 10;
  };
  const seconds = (name: string, fallback: number) => stored(recipe[name]) ?? fallback;
  const defaults = DEFAULT_ROAST_TOLERANCES;
  return {
    bt: tenths('roasting_tol_bt', defaults.bt),
    ror: tenths('roasting_tol_ror', defaults.ror),
    phase: seconds('roasting_tol_phase', defaults.phase),
    tp: seconds('roasting_tol_tp', defaults.tp),
    fc: seconds('roasting_tol_fc', defaults.fc),
    drop: seconds('roasting_tol_drop', defaults.drop),
    dropBt: tenths('roasting_tol_drop_bean', defaults.dropBt),
    dtr: tenths('roasting_tol_dtr', defaults.dtr),
    loss: tenths('roasting_tol_loss', defaults.loss),
  };
}

/** A batch against its recipe's reference batch, judged by the recipe's tolerances (behaviour §08-1). */
export function batchDeviation(batch: Values, reference: Values, recipe: Values): RoastDeviation {
  return roastDeviation(comparableBatch(batch), comparableBatch(reference), recipeTolerances(recipe));
}

/** Reads a stored `roasting_deviation` back; null when there is none or it is unreadable. */
export function storedDeviation(text: unknown): RoastDeviation | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const parsed = JSON.parse(text) as RoastDeviation;
    return Array.isArray(parsed.figures) ? parsed : null;
  } catch {
    return null;
  }
}

import { durationText, storedDeviation, weightLossPercent } from '@coffee/domain';
import type { RoastDeviation, RoastPhaseKey } from '@coffee/domain';
import { roastingChartData } from '@coffee/field-toolkit/charts/fields';
import type { RoastingChartProps } from '@coffee/field-toolkit/charts';

type Values = Readonly<Record<string, unknown>>;

/** What the compare table shows of one batch (times in ms, temperatures in °C, shares and loss in %). */
export interface RoastSummary {
  chart: Pick<RoastingChartProps, 'samples' | 'events' | 'rateOfRise' | 'phases' | 'developmentRatio'>;
  phases: Partial<Record<RoastPhaseKey, { durationMs: number; percent: number | null }>>;
  developmentRatio: number | null;
  fcStartBt: number | null;
  dropBt: number | null;
  totalMs: number | null;
  weightLoss: number | null;
  /** Its deviation from its recipe's reference batch as stored on save (behaviour §08-1); null without one. */
  deviation: RoastDeviation | null;
}

const stored = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * A roast batch's phases from its saved timeline (`chartOf`: the timeline fields the chart draws) and chart log:
 * drying, Maillard and development time and share, DTR, first-crack and drop temperatures, total time (CHARGE →
 * DROP) and the weight loss from its green and roasted masses (stored in 0.1 g). The log is relative to CHARGE, so
 * two batches' curves line up on it.
 */
export function roastSummary(
  values: Values,
  chartOf: readonly string[],
  log = values.roasting_chart_log,
  spanS?: number,
): RoastSummary {
  const chart = roastingChartData(log, values, chartOf, spanS);
  const events = chart.events ?? [];
  const charge = events.find((event) => event.type === 'charge');
  const drop = events.find((event) => event.type === 'drop');
  const fcStart = events.find((event) => event.type === 'fcStart');
  const green = stored(values.greenbean_total_mass);
  const roasted = stored(values.roasting_mass);
  return {
    chart,
    phases: Object.fromEntries(
      (chart.phases ?? []).map((phase) => [phase.key, { durationMs: phase.durationMs, percent: phase.percent }]),
    ),
    developmentRatio: chart.developmentRatio ?? null,
    fcStartBt: fcStart?.bt ?? null,
    dropBt: drop?.bt ?? null,
    totalMs: charge && drop ? drop.timeMs - charge.timeMs : null,
    weightLoss: weightLossPercent(green === null ? null : green / 10, roasted === null ? null : roasted / 10),
    deviation: storedDeviation(values.roasting_deviation),
  };
}

/** mm:ss of a duration. */
export const minutesSeconds = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '-' : durationText(Math.round(ms / 1000));

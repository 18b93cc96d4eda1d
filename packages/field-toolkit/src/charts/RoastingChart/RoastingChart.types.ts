import type { TimelineRangeLimits } from '../LineChart/LineChart.types';
import type { TimePoint } from '../shared/timelineSeries';

/** The timeline events (as `@coffee/domain` roast-log names them) plus manual check points. */
export type RoastChartEventType =
  'charge' | 'tp' | 'dryEnd' | 'fcStart' | 'fcEnd' | 'scStart' | 'scEnd' | 'drop' | 'check';

/** Structurally a `RoastSample` of `@coffee/domain`: time relative to CHARGE, °C. */
export interface RoastChartSample {
  timeMs: number;
  bt: number | null;
  et: number | null;
}

export interface RoastChartEvent {
  type: RoastChartEventType;
  timeMs: number;
  /** Bean temperature at the event; read off the curve when absent. */
  bt?: number | null;
  /** Overrides the translated event name (e.g. a check point's note). */
  label?: string;
}

/** Structurally a `RoastPhase` of `@coffee/domain`. */
export interface RoastChartPhase {
  key: 'drying' | 'maillard' | 'development';
  startMs: number;
  endMs: number;
  durationMs: number;
  percent: number | null;
}

/** Another batch drawn behind the curve (a recipe's reference batch), quieter, with CHARGE on the chart's CHARGE. */
export interface RoastChartReference {
  /** Names the batch in the legend ("Reference: …"). */
  label: string;
  samples: readonly RoastChartSample[];
  /** Its CHARGE on its own log's time; absent: the log's zero is its CHARGE (logs are kept relative to CHARGE). */
  chargeMs?: number | null;
  /** Its bean rate of rise on its own log's time, °C/min, drawn behind the batch's. */
  rateOfRise?: readonly TimePoint[];
}

/** A batch drawn on the same axes as the chart's own (compare batches): its bean curve, RoR and events. */
export interface RoastChartOverlay extends RoastChartReference {
  events?: readonly RoastChartEvent[];
}

export interface RoastingChartProps {
  samples: readonly RoastChartSample[];
  events?: readonly RoastChartEvent[];
  /** Bean rate of rise, °C/min (e.g. `analyzeRoast(log).rateOfRise`), drawn on a second axis. */
  rateOfRise?: readonly TimePoint[];
  phases?: readonly RoastChartPhase[];
  /** Development time ratio in percent. */
  developmentRatio?: number | null;
  /** A batch to compare with: its bean (and air) temperature, dashed and lighter, aligned on CHARGE. */
  reference?: RoastChartReference | null;
  /**
   * Batches compared with this one on one time axis aligned at CHARGE: each batch (this one first) draws its bean
   * temperature and RoR in a colour of its own, with its events marked; the air curves and phases are left out.
   */
  overlays?: readonly RoastChartOverlay[];
  range?: TimelineRangeLimits;
  label?: string;
  downloadable?: boolean;
  mobile?: boolean;
  className?: string;
  /** Shows the RoR delta span choice under the chart (default: when there is a RoR); off where a page shows one. */
  rorSpanPicker?: boolean;
}

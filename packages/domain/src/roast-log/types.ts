import type { RoastEventType } from './events';

export type { RoastEventType };

/** One reading; `timeMs` is relative to CHARGE (negative before it). Temperatures in °C, null = no reading. */
export interface RoastSample {
  timeMs: number;
  bt: number | null;
  et: number | null;
}

export interface RoastEvent {
  type: RoastEventType;
  timeMs: number;
  bt: number | null;
  et: number | null;
}

export interface TimeValue {
  timeMs: number;
  value: number;
}

/**
 * A further curve of the log (extra devices: drum, exhaust, pressure, ...), kept with its recorded values:
 * Artisan does not say which of them are temperatures, so they are never unit-converted.
 */
export interface RoastExtraSeries {
  name: string;
  points: TimeValue[];
}

export type RoastLogSource =
  | 'alog'
  | 'artisan-json'
  | 'csv'
  | 'roastime'
  | 'cropster'
  | 'stronghold'
  | 'giesen'
  | 'ikawa'
  | 'loring'
  | 'petroncini'
  | 'roest'
  | 'rubasse'
  | 'kaleido';

export interface RoastLog {
  source: RoastLogSource;
  /** Temperature unit of the file; samples and events are always °C. */
  recordedUnit: 'C' | 'F';
  title: string;
  beans: string;
  /** YYYY-MM-DD, or null when the file has none. */
  date: string | null;
  operator: string;
  roaster: string;
  roastingNotes: string;
  cuppingNotes: string;
  /** Green and roasted weight in grams; null when not recorded. */
  weightInG: number | null;
  weightOutG: number | null;
  samples: RoastSample[];
  events: RoastEvent[];
  extraSeries: RoastExtraSeries[];
}

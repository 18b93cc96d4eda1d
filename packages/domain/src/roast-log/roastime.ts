import { withTurningPoint } from '@coffee/domain/pages';
import { RoastLogFormatError } from './artisan';
import type { RoastEvent, RoastEventType, RoastExtraSeries, RoastLog, RoastSample } from './types';

/**
 * Aillio RoasTime's sample-index fields and the events they mark (behaviour §08-6.1). RoasTime counts the crack and
 * yellowing indexes from 1 (Artisan's importer subtracts one), the roast start and end from 0.
 */
const INDEX_EVENTS: ReadonlyArray<readonly [string, RoastEventType, 0 | 1]> = [
  ['roastStartIndex', 'charge', 0],
  ['indexYellowingStart', 'dryEnd', 1],
  ['indexFirstCrackStart', 'fcStart', 1],
  ['indexFirstCrackEnd', 'fcEnd', 1],
  ['indexSecondCrackStart', 'scStart', 1],
  ['indexSecondCrackEnd', 'scEnd', 1],
  ['roastEndIndex', 'drop', 0],
];

type Json = Record<string, unknown>;

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const series = (value: unknown): Array<number | null> =>
  Array.isArray(value) ? value.map((v) => (numberOf(v) === null || (v as number) < 0 ? null : (v as number))) : [];

const text = (...values: unknown[]): string => values.find((v): v is string => typeof v === 'string' && v !== '') ?? '';

/** Whether a JSON text is a RoasTime roast: an object with a `beanTemperature` array. */
export function isRoasTimeDocument(document: unknown): document is Json {
  return (
    typeof document === 'object' &&
    document !== null &&
    Array.isArray((document as Json).beanTemperature) &&
    !('timex' in (document as Json))
  );
}

/**
 * Reads an Aillio RoasTime (Bullet R1) roast export (behaviour §08-6.1): bean, drum and exit temperature arrays at
 * `sampleRate` readings a second, the event indexes, green and roasted weight in grams. The drum temperature is drawn
 * as the air curve (Artisan does the same), the exit temperature as an extra curve. Temperatures are °C.
 */
export function parseRoasTime(document: Json): RoastLog {
  const bean = series(document.beanTemperature);
  if (!bean.some((value) => value !== null)) throw new RoastLogFormatError('RoasTime roast without bean temperatures');
  const drum = series(document.drumTemperature);
  const exit = series(document.exitTemperature);
  const rate = numberOf(document.sampleRate) ?? 2;
  if (rate <= 0) throw new RoastLogFormatError('RoasTime roast with a sample rate of 0');
  const last = bean.length - 1;
  const indexOf = (field: string, base: 0 | 1): number | null => {
    const raw = numberOf(document[field]);
    if (raw === null || (base === 1 && raw <= 1)) return null;
    return Math.max(0, Math.min(last, Math.round(raw) - base));
  };
  const chargeIndex = indexOf('roastStartIndex', 0) ?? 0;
  const timeOf = (index: number) => Math.round(((index - chargeIndex) / rate) * 1000);
  const samples: RoastSample[] = bean.map((bt, index) => ({ timeMs: timeOf(index), bt, et: drum[index] ?? null }));
  const events: RoastEvent[] = INDEX_EVENTS.flatMap(([field, type, base]) => {
    const index = indexOf(field, base);
    if (index === null || (type === 'drop' && index <= chargeIndex)) return [];
    return [{ type, timeMs: timeOf(index), bt: bean[index] ?? null, et: drum[index] ?? null }];
  });
  const extraSeries: RoastExtraSeries[] = exit.some((value) => value !== null)
    ? [
        {
          name: 'Exit',
          points: exit.flatMap((value, index) => (value === null ? [] : [{ timeMs: timeOf(index), value }])),
        },
      ]
    : [];
  const when = numberOf(document.dateTime);
  const weight = (value: unknown) => {
    const grams = numberOf(value);
    return grams !== null && grams > 0 ? grams : null;
  };
  return {
    source: 'roastime',
    recordedUnit: 'C',
    title: text(document.roastName, document.beanName),
    beans: text(document.beanName, (document.bean as Json | undefined)?.beanName),
    date: when === null ? null : new Date(when).toISOString().slice(0, 10),
    operator: text(document.roastMasterName),
    roaster: 'Aillio Bullet R1',
    roastingNotes: text(document.comments),
    cuppingNotes: '',
    weightInG: weight(document.weightGreen),
    weightOutG: weight(document.weightRoasted),
    samples,
    events: withTurningPoint(samples, events),
    extraSeries,
  };
}

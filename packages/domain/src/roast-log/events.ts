import type { Locale } from '../navigation/routes';

/**
 * The one vocabulary of roast events, in roast order. `type` names an event in a parsed log and on the charts;
 * `field` is the prefix of the roasting result's `{field}_term` / `_bean` / `_air` fields; `artisan` is Artisan's
 * name (its CSV `Event` column), `csvHeader` the CSV export's header key of its time, `timeindex` its slot in an
 * .alog's `timeindex` (TP has neither: it is computed); `names` are the labels shown.
 */
export const ROAST_EVENTS = [
  {
    type: 'charge',
    field: 'roasting_start',
    artisan: 'Charge',
    csvHeader: 'CHARGE',
    timeindex: 0,
    names: { kr: '투입', en: 'Charge' },
  },
  {
    type: 'tp',
    field: 'turning',
    artisan: 'TP',
    csvHeader: null,
    timeindex: null,
    names: { kr: '터닝 포인트', en: 'Turning point' },
  },
  {
    type: 'dryEnd',
    field: 'dried',
    artisan: 'Dry End',
    csvHeader: 'DRYe',
    timeindex: 1,
    names: { kr: '드라이 엔드', en: 'Dry end' },
  },
  {
    type: 'fcStart',
    field: 'first_start',
    artisan: 'FCs',
    csvHeader: 'FCs',
    timeindex: 2,
    names: { kr: '1차 크랙 시작', en: 'First crack start' },
  },
  {
    type: 'fcEnd',
    field: 'first_end',
    artisan: 'FCe',
    csvHeader: 'FCe',
    timeindex: 3,
    names: { kr: '1차 크랙 종료', en: 'First crack end' },
  },
  {
    type: 'scStart',
    field: 'second_start',
    artisan: 'SCs',
    csvHeader: 'SCs',
    timeindex: 4,
    names: { kr: '2차 크랙 시작', en: 'Second crack start' },
  },
  {
    type: 'scEnd',
    field: 'second_end',
    artisan: 'SCe',
    csvHeader: 'SCe',
    timeindex: 5,
    names: { kr: '2차 크랙 종료', en: 'Second crack end' },
  },
  {
    type: 'drop',
    field: 'roasting_end',
    artisan: 'Drop',
    csvHeader: 'DROP',
    timeindex: 6,
    names: { kr: '배출', en: 'Drop' },
  },
] as const satisfies ReadonlyArray<{
  type: string;
  field: string;
  artisan: string;
  csvHeader: string | null;
  timeindex: number | null;
  names: Readonly<Record<Locale, string>>;
}>;

type RoastEventEntry = (typeof ROAST_EVENTS)[number];
export type RoastEventType = RoastEventEntry['type'];
/** Field prefix of a roast event on a roasting result (`first_start` → `first_start_term`, ...). */
export type RoastEventField = RoastEventEntry['field'];

export const ROAST_EVENT_TYPES: readonly RoastEventType[] = ROAST_EVENTS.map((event) => event.type);
export const ROAST_EVENT_FIELDS: readonly RoastEventField[] = ROAST_EVENTS.map((event) => event.field);

const lookup = <K extends keyof RoastEventEntry, V extends keyof RoastEventEntry>(key: K, value: V) =>
  Object.fromEntries(ROAST_EVENTS.map((event) => [event[key], event[value]])) as Readonly<
    Record<RoastEventEntry[K] & PropertyKey, RoastEventEntry[V]>
  >;

/** Artisan's names of the events (also the `Event` column values of its CSV export). */
export const ROAST_EVENT_LABELS: Readonly<Record<RoastEventType, string>> = lookup('type', 'artisan');
/** The roasting result field prefix of each event type. */
export const ROAST_EVENT_FIELD_OF: Readonly<Record<RoastEventType, RoastEventField>> = lookup('type', 'field');
/** The event type of a roasting result field prefix; undefined for other prefixes (pre-heating, check points). */
export const roastEventOfField = (field: string): RoastEventType | undefined =>
  ROAST_EVENTS.find((event) => event.field === field)?.type;

/** Labels of the events in one locale, for i18n resources (`{ charge: '투입', ... }`). */
export const roastEventNames = (locale: Locale): Readonly<Record<RoastEventType, string>> =>
  Object.fromEntries(ROAST_EVENTS.map((event) => [event.type, event.names[locale]])) as Record<RoastEventType, string>;

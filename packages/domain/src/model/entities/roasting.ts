import type { FieldDef, LookupSource } from '../fields';
import { dateTime, duration, text } from '../fields';
import { MAX_CHECK_POINTS, TEXT } from '../constants';
import { AUDIENCES } from '../roles';
import { roastTemperature } from './shared';
import { ROAST_EVENT_FIELDS, ROAST_EVENTS } from '../../roast-log/events';
import type { RoastEventField } from '../../roast-log/events';

/** The roastery's lookups that other areas' records choose from (a batch, a recipe, a blend, a machine). */
export const ROASTER_LOOKUPS = {
  greenbean: { url: '/api/roaster/greenbean/default/code' },
  greenbeanYear: {
    url: '/api/roaster/greenbean/year/code',
    dependsOn: { greenbean_roaster_seq: 'greenbean_roaster_seq' },
  },
  roastingMachine: { url: '/api/roaster/item/equip/code', params: { equip_type: 'RSTR' } },
  roastingDefault: { url: '/api/roaster/roasting/default/code' },
  roastingResult: {
    url: '/api/roaster/roasting/result/code',
    dependsOn: { roasting_result_year: 'roasting_result_year' },
  },
  /** Any batch of the roastery, newest first, labelled by date and batch number (a recipe's reference batch). */
  roastingReference: { url: '/api/roaster/roasting/result/code' },
  blendingDefault: { url: '/api/roaster/blending/default/code' },
  /** The roastery's schedule commitments a batch may fulfil, by day, recipe and machine (behaviour §05-9). */
  roastingSchedule: { url: '/api/roaster/roasting/schedule/code' },
} as const satisfies Record<string, LookupSource>;

/** Timeline events of a roast; each has `_term` (seconds from the start), `_bean` and `_air` (°C). */
export const ROASTING_EVENTS: readonly string[] = [
  'pre_heating_start',
  'pre_heating_end',
  ...ROAST_EVENT_FIELDS,
  ...Array.from({ length: MAX_CHECK_POINTS }, (_, index) => `check_point_${index + 1}`),
];

/** Artisan (.alog) event names and the timeline event each maps to. */
export const ARTISAN_EVENTS: Readonly<Record<string, RoastEventField>> = Object.fromEntries(
  ROAST_EVENTS.map((event) => [event.artisan, event.field]),
);

/** What a roast log fills on a batch: each timeline event's time and temperatures, and the curve itself. */
export const roastLogFields = (): FieldDef[] => [
  ...ROASTING_EVENTS.flatMap((event) => [
    duration(`${event}_term`),
    roastTemperature(`${event}_bean`),
    roastTemperature(`${event}_air`),
    ...(event === 'roasting_start' ? [dateTime('roasting_start_time')] : []),
  ]),
  // The curve comes only from an uploaded roast log (behaviour §02-5): written by the upload's user types alone.
  text('roasting_chart_log', {
    input: 'timeline',
    writableBy: { audience: AUDIENCES.upload, refusal: 'upload_not_allowed' },
    maxBytes: TEXT.chartLog,
    chartOf: ROASTING_EVENTS.flatMap((event) => [`${event}_term`, `${event}_bean`, `${event}_air`]),
  }),
];

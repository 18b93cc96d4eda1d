import type { DetailPageConfig, DetailSection } from '@coffee/field-toolkit/engine';
import type { FieldActions } from '@coffee/field-toolkit/forms';
import { ArtisanExport } from './ArtisanExport';
import { importRoastLog } from './importLog';
import {
  PREHEATING_EVENTS,
  PREHEATING_TIMER,
  ROASTING_TIMER,
  ROAST_TIMELINE_EVENTS,
  START_TIME,
  deriveRoastingTimeline,
  eventField,
} from './timeline';
import { useRoastingTimer } from './useRoastingTimer';

export interface RoastingTimelineBlock {
  /** The chart, the events table (term mm:ss, bean °C, air °C) with the log upload, check points, pre-heating. */
  sections: DetailSection[];
  derive: NonNullable<DetailPageConfig['derive']>;
  useCustom: NonNullable<DetailPageConfig['useCustom']>;
  /** Pre-heating toggles, 'now' on the start time, a stamp of the roast timer on each event's term. */
  fieldActions: FieldActions;
  /** `roasting_file` reads an Artisan log into the timeline. */
  uploads: NonNullable<DetailPageConfig['uploads']>;
  /** The saved batch downloaded as an Artisan profile. */
  actions: NonNullable<DetailPageConfig['actions']>;
}

const isCheckPoint = (event: string) => event.startsWith('check_point_');
const MAIN_EVENTS = ROAST_TIMELINE_EVENTS.filter((event) => !isCheckPoint(event));
const CHECK_POINTS = ROAST_TIMELINE_EVENTS.filter(isCheckPoint);

const row = (event: string) => (['term', 'bean', 'air'] as const).map((part) => eventField(event, part));

/**
 * The roasting result's timeline (behaviour §02-3 to §02-5): a config piece the roaster's RoastingResult page spreads into its
 * detail (`sections`, `derive`, `useCustom`, `fieldActions`, `uploads`). The chart (`roasting_chart_log`, input
 * timeline) draws the log, events, RoR, phases and DTR lazily.
 */
export function roastingTimeline(): RoastingTimelineBlock {
  const stamp = { actions: [{ kind: 'elapsed', timer: ROASTING_TIMER }], timer: ROASTING_TIMER } as const;
  const toggle = { actions: [{ kind: 'toggle', timer: PREHEATING_TIMER }] } as const;
  return {
    sections: [
      { title: 'blocks.roasting.chart', fields: ['roasting_chart_log'] },
      {
        title: 'blocks.roasting.timeline',
        fields: ['roasting_file', START_TIME, ...MAIN_EVENTS.flatMap(row)],
      },
      // Rarely used: closed in write and edit until they hold a value (behaviour §10-2.1).
      { title: 'blocks.roasting.checkPoints', fields: CHECK_POINTS.flatMap(row), rare: true },
      { title: 'blocks.roasting.preheating', fields: PREHEATING_EVENTS.flatMap(row), rare: true },
    ],
    derive: (changed, { values }) => deriveRoastingTimeline(changed, values),
    useCustom: useRoastingTimer,
    fieldActions: {
      ...Object.fromEntries(PREHEATING_EVENTS.map((event) => [eventField(event, 'term'), toggle])),
      [START_TIME]: { actions: [{ kind: 'now' }] },
      ...Object.fromEntries(ROAST_TIMELINE_EVENTS.map((event) => [eventField(event, 'term'), stamp])),
    },
    uploads: { roasting_file: importRoastLog },
    actions: ArtisanExport,
  };
}

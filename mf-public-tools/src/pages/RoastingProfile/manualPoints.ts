import type { RoastEvent, RoastEventType, RoastLog, RoastSample } from '@coffee/domain';
import { ROAST_EVENT_TYPES, withTurningPoint } from '@coffee/domain';

/** Events a reading can be marked with: CHARGE is 00:00 by definition and the turning point is computed. */
export const MANUAL_EVENT_TYPES = ['dryEnd', 'fcStart', 'fcEnd', 'scStart', 'scEnd', 'drop'] as const;
export type ManualEventType = (typeof MANUAL_EVENT_TYPES)[number];

/** One row of the points table as typed: time `mm:ss` from CHARGE, bean and environment temperature in °C. */
export interface ManualPoint {
  time: string;
  bt: number | null;
  et: number | null;
  event: ManualEventType | '';
}

export const ROAST_POINT_LIMITS = { timeMaxMs: 3_600_000, tempMin: 0, tempMax: 300 } as const;

export type PointField = 'time' | 'bt' | 'et' | 'event';

export type PointIssue =
  | { row: number; field: 'time'; rule: 'required' | 'format' }
  | { row: number; field: 'time'; rule: 'range'; max: number }
  | { row: number; field: 'time'; rule: 'duplicate'; otherRow: number }
  | { row: number; field: 'bt'; rule: 'required' }
  | { row: number; field: 'bt' | 'et'; rule: 'number' | 'range'; min: number; max: number }
  | { row: number; field: 'event'; rule: 'duplicate'; event: ManualEventType; otherRow: number }
  | { row: number; field: 'event'; rule: 'order'; event: ManualEventType; after: RoastEventType };

export type RoastCurve = Pick<RoastLog, 'samples' | 'events'>;

/** `mm:ss` (minutes may run to 60) → ms; null when it is not in that form. */
export function parseMinutesSeconds(text: string): number | null {
  const match = /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(text);
  return match ? (Number(match[1]) * 60 + Number(match[2])) * 1000 : null;
}

export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

const isBlank = (point: ManualPoint) =>
  point.time.trim() === '' && point.bt === null && point.et === null && !point.event;

function temperatureIssue(row: number, field: 'bt' | 'et', value: number | null): PointIssue | null {
  const { tempMin: min, tempMax: max } = ROAST_POINT_LIMITS;
  if (value === null) return field === 'bt' ? { row, field, rule: 'required' } : null;
  if (!Number.isFinite(value)) return { row, field, rule: 'number', min, max };
  return value < min || value > max ? { row, field, rule: 'range', min, max } : null;
}

interface ReadPoint {
  row: number;
  timeMs: number;
  point: ManualPoint;
}

function readTime(row: number, point: ManualPoint, seen: Map<number, number>): PointIssue | number {
  if (point.time.trim() === '') return { row, field: 'time', rule: 'required' };
  const timeMs = parseMinutesSeconds(point.time);
  if (timeMs === null) return { row, field: 'time', rule: 'format' };
  if (timeMs > ROAST_POINT_LIMITS.timeMaxMs)
    return { row, field: 'time', rule: 'range', max: ROAST_POINT_LIMITS.timeMaxMs };
  const otherRow = seen.get(timeMs);
  if (otherRow !== undefined) return { row, field: 'time', rule: 'duplicate', otherRow };
  seen.set(timeMs, row);
  return timeMs;
}

/** Each event once, and in roast order (dry end before first crack, ... drop last). */
function eventIssues(points: readonly ReadPoint[]): PointIssue[] {
  const marked = points.filter((read) => read.point.event !== '');
  const issues: PointIssue[] = [];
  const first = new Map<string, number>();
  for (const { row, point } of marked) {
    const event = point.event as ManualEventType;
    const otherRow = first.get(event);
    if (otherRow !== undefined) issues.push({ row, field: 'event', rule: 'duplicate', event, otherRow });
    else first.set(event, row);
  }
  const byOrder = [...marked]
    .filter(({ row, point }) => first.get(point.event) === row)
    .sort(
      (a, b) =>
        ROAST_EVENT_TYPES.indexOf(a.point.event as RoastEventType) -
        ROAST_EVENT_TYPES.indexOf(b.point.event as RoastEventType),
    );
  byOrder.forEach((read, index) => {
    const before = byOrder[index - 1];
    if (before && read.timeMs <= before.timeMs)
      issues.push({
        row: read.row,
        field: 'event',
        rule: 'order',
        event: read.point.event as ManualEventType,
        after: before.point.event as RoastEventType,
      });
  });
  return issues;
}

/**
 * The typed points as a roast curve (samples in time order, CHARGE at 00:00, the turning point computed) and
 * the problems found, in row order. Rows with a problem are left out of the curve; empty rows are ignored.
 */
export function pointsToRoastCurve(points: readonly ManualPoint[]): { curve: RoastCurve; issues: PointIssue[] } {
  const issues: PointIssue[] = [];
  const seen = new Map<number, number>();
  const valid: ReadPoint[] = [];
  points.forEach((point, row) => {
    if (isBlank(point)) return;
    const time = readTime(row, point, seen);
    const rowIssues = [
      ...(typeof time === 'number' ? [] : [time]),
      ...[temperatureIssue(row, 'bt', point.bt), temperatureIssue(row, 'et', point.et)].filter(
        (issue) => issue !== null,
      ),
    ];
    issues.push(...rowIssues);
    if (rowIssues.length === 0 && typeof time === 'number') valid.push({ row, timeMs: time, point });
  });
  const orderIssues = eventIssues(valid);
  issues.push(...orderIssues);
  issues.sort((a, b) => a.row - b.row);

  const badEventRows = new Set(orderIssues.map((issue) => issue.row));
  const sorted = [...valid].sort((a, b) => a.timeMs - b.timeMs);
  const samples: RoastSample[] = sorted.map(({ timeMs, point }) => ({ timeMs, bt: point.bt, et: point.et }));
  if (samples.length === 0) return { curve: { samples, events: [] }, issues };
  const start = samples[0]!.timeMs === 0 ? samples[0]! : null;
  const marked: RoastEvent[] = sorted.flatMap(({ row, timeMs, point }) =>
    point.event && !badEventRows.has(row) ? [{ type: point.event, timeMs, bt: point.bt, et: point.et }] : [],
  );
  const charge: RoastEvent = { type: 'charge', timeMs: 0, bt: start?.bt ?? null, et: start?.et ?? null };
  return { curve: { samples, events: withTurningPoint(samples, [charge, ...marked]) }, issues };
}

/** A medium roast of about ten minutes, shown until the visitor types or imports their own. */
export function samplePoints(): ManualPoint[] {
  const rows: Array<[string, number, number, ManualPoint['event']?]> = [
    ['00:00', 205, 230],
    ['00:30', 142, 214],
    ['01:00', 101, 207],
    ['01:30', 97, 209],
    ['02:00', 106, 213],
    ['03:00', 125, 218],
    ['04:00', 142, 222],
    ['04:45', 152, 224, 'dryEnd'],
    ['06:00', 166, 227],
    ['07:00', 177, 229],
    ['08:00', 189, 232, 'fcStart'],
    ['08:30', 194, 233],
    ['09:00', 199, 234],
    ['09:30', 203, 235],
    ['10:00', 207, 236, 'drop'],
  ];
  return rows.map(([time, bt, et, event = '']) => ({ time, bt, et, event }));
}

export const emptyPoint = (): ManualPoint => ({ time: '', bt: null, et: null, event: '' });

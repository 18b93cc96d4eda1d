import { badRequest } from '@coffee/api-kernel/http/errors';

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** A range of days of a cost or margin call (`from`, `to`, inclusive): each a real day, `to` not before `from`. */
export function dayRange(params: Record<string, unknown>): { from: string; to: string } {
  const { from, to } = params;
  if (!isDay(from)) throw badRequest('field_required', { field: 'from' });
  if (!isDay(to)) throw badRequest('field_required', { field: 'to' });
  if (to < from) throw badRequest('field_minValue', { field: 'to', bound: from });
  return { from, to };
}

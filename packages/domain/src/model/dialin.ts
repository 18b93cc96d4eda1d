import { DIAL_IN, DIAL_IN_CARRIED_FIELDS } from '@coffee/domain/pages';

type Values = Readonly<Record<string, unknown>>;

const present = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * What a new dial-in of a bean starts from: the numbers of its last dial-in, or, before the first one, the bean's
 * target (which names no batch). Fields neither has stay unset.
 */
export function dialInPrefill(last: Values | undefined, target: Values | undefined): Record<string, unknown> {
  const source = last ?? target;
  if (!source) return {};
  const values: Record<string, unknown> = {};
  for (const field of DIAL_IN_CARRIED_FIELDS) {
    if (field === 'received_seq' && !last) continue;
    if (present(source[field])) values[field] = source[field];
  }
  return values;
}

/** A brew's stock line: the dose (stored 0.1 g) comes out of the received batch it names; none without both. */
export function brewStockLine(brew: Values): { received: number; change: number } | undefined {
  const received = Number(brew.received_seq);
  const dose = Number(brew.brewing_bean_mass);
  if (!present(brew.received_seq) || !Number.isSafeInteger(received)) return undefined;
  if (!present(brew.brewing_bean_mass) || !Number.isFinite(dose) || dose <= 0) return undefined;
  return { received, change: -Math.round(dose) };
}

/** True when beans `days` after roasting are past what the cafe serves (`freshDays`, default 30). */
export function isPastFresh(days: number | null | undefined, freshDays?: number | null): boolean {
  if (days === null || days === undefined || !Number.isFinite(days)) return false;
  return days > (freshDays ?? DIAL_IN.freshDaysDefault);
}

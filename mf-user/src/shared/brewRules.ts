import { dayTerm } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';

const dateOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The beans' age in days: the note's (or brew's) date minus the roast batch date; null without both. */
export const dayTermOf = (date: unknown, batchDate: unknown): number | null => dayTerm(dateOf(date), dateOf(batchDate));

/** `brewing_date_term` whenever the note date or the batch date changes (behaviour §03-4.3). */
export function noteDayTerm(changed: string, values: FormValues): FormValues | undefined {
  if (changed !== 'cupnote_date' && changed !== 'blending_result_date') return undefined;
  return { brewing_date_term: dayTermOf(values.cupnote_date, values.blending_result_date) };
}

/**
 * The conditions the coffee was brewed in (behaviour §03-3.11 condition_air, condition_hum): the indoor reading where it was
 * measured, otherwise the outdoor one. The server answers the same for a stored brew.
 */
export function conditionsOf(values: FormValues): FormValues {
  const reading = (kind: 'air' | 'hum') =>
    present(values[`inside_${kind}`])
      ? values[`inside_${kind}`]
      : present(values[`outside_${kind}`])
        ? values[`outside_${kind}`]
        : null;
  return { condition_air: reading('air'), condition_hum: reading('hum') };
}

const AMBIENT = new Set(['outside_air', 'outside_hum', 'inside_air', 'inside_hum']);
const DAY_TERM_INPUTS = new Set(['brewing_result_date', 'blending_result_date']);

/** A user's brew: the ambient readings give the conditions, the brew and batch dates give the beans' age. */
export function brewResultDerive(changed: string, values: FormValues): FormValues | undefined {
  if (AMBIENT.has(changed)) return conditionsOf(values);
  if (DAY_TERM_INPUTS.has(changed))
    return { brewing_date_term: dayTermOf(values.brewing_result_date, values.blending_result_date) };
  return undefined;
}

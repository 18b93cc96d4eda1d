import { dayTerm } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';

const DATE_FIELDS = ['cupnote_date', 'blending_result_date'];

const dateOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** `brewing_date_term` (note date − batch date, in days) whenever either date changes (behaviour §03-2.4 blr). */
export function deriveDayTerm(changed: string, values: FormValues): FormValues | undefined {
  if (!DATE_FIELDS.includes(changed)) return undefined;
  return { brewing_date_term: dayTerm(dateOf(values.cupnote_date), dateOf(values.blending_result_date)) };
}

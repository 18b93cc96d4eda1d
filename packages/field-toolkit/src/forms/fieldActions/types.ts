import type { FormValues } from '../subLists';

/** What a field's action button does (behaviour §01-4, §02-4, §03-4.3). */
export type FieldAction =
  /** Sets the field to the current local date-time (or time / date, by the field's type). */
  | { kind: 'now'; label?: string }
  /**
   * Sets the field to the seconds elapsed on a running stopwatch timer (a brewing step's stamp); while the timer is
   * stopped, the seconds since the moment `since` gives (a stored start time), when it gives one.
   */
  | { kind: 'elapsed'; timer: string; label?: string; since?: (values: FormValues, now: number) => number | null }
  /**
   * Starts a stopped timer (the field gets 0 s) or stops a running one (the field gets the seconds it ran): the
   * roasting pre-heating buttons (behaviour §02-4).
   */
  | { kind: 'toggle'; timer: string; label?: string }
  /** Any other change: returns the fields to set (the cupnote's clean button; a serial looked up on the server). */
  | { kind: 'update'; label: string; updates: (values: FormValues, now: number) => FormValues | Promise<FormValues> };

export interface FieldActionSpec {
  actions?: readonly FieldAction[];
  /**
   * The field's value (seconds from the start) is a threshold of this stopwatch timer: while the timer runs the
   * field is highlighted for 3 s after the timer passes it.
   */
  timer?: string;
}

/** Field name → its actions and timer; written by pages and blocks as data. */
export type FieldActions = Readonly<Record<string, FieldActionSpec>>;

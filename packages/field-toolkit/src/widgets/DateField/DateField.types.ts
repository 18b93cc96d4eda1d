import type { WidgetProps } from '../shared';

/** date YYYY-MM-DD, time HH:mm, datetime YYYY-MM-DD HH:mm, month YYYY-MM (a month of the year 1-12 is a select). */
export type DateKind = 'date' | 'time' | 'datetime' | 'month';

export interface DateFieldProps extends WidgetProps<string> {
  kind?: DateKind;
  /** Short MM-DD form for dates (mobile list columns). */
  short?: boolean;
}

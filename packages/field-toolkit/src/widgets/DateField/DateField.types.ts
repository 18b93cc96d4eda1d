import type { WidgetProps } from '../shared';

import type { DateKind } from '@coffee/field-toolkit/widgets/format';

export type { DateKind };

export interface DateFieldProps extends WidgetProps<string> {
  kind?: DateKind;
  /** Short MM-DD form for dates (mobile list columns). */
  short?: boolean;
  /** The value is kept as YYYYMMDD (behaviour §09-3.1). */
  compact?: boolean;
}

import type { WidgetProps } from '../shared';

export type SwitchValue = boolean | number | string;

export interface SwitchFieldProps extends WidgetProps<SwitchValue> {
  /** Stored values for on and off; flags are 1 / 0 by default. */
  onValue?: SwitchValue;
  offValue?: SwitchValue;
}

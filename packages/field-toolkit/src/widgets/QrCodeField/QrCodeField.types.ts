import type { WidgetProps } from '../shared';

export interface QrCodeFieldProps extends Omit<WidgetProps<string>, 'onChange' | 'onBlur' | 'required'> {
  /** Defaults to 120 (spec 01 §2.7). */
  size?: number;
}

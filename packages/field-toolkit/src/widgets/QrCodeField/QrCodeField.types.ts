import type { WidgetProps } from '../shared';

/** `value` is the URL the code encodes (built by `@coffee/domain`'s public link builders). */
export interface QrCodeFieldProps extends Omit<WidgetProps<string>, 'onChange' | 'onBlur' | 'required'> {
  /** Defaults to 120 (behaviour §01-2.7). */
  size?: number;
  /** The bean's short code printed beside the code and under it on the PNG (behaviour §10-4.3). */
  shortCode?: string | null;
  /** Name of the PNG download; defaults to `QR_{last path segment}.png`. */
  fileName?: string;
}

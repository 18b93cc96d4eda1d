import type { WidgetProps } from '../shared';

/** `value` is the URL the code encodes (built by `@coffee/domain`'s public link builders). */
export interface QrCodeFieldProps extends Omit<WidgetProps<string>, 'onChange' | 'onBlur' | 'required'> {
  /** Defaults to 120 (behaviour §01-2.7). */
  size?: number;
  /** Name of the PNG download; defaults to `QR_{last path segment}.png`. */
  fileName?: string;
}

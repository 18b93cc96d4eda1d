import type { WidgetProps } from '../shared';

/** normal: 1000 characters, large: 1,000,000, unlimited: the user variant (behaviour §01-5). */
export type TextAreaVariant = 'normal' | 'large' | 'unlimited';

export interface TextAreaFieldProps extends WidgetProps<string> {
  variant?: TextAreaVariant;
  rows?: number;
  placeholder?: string;
  /** The UTF-8 byte limit; a counter in characters shows once the text nears it (behaviour §09-3.2). */
  maxBytes?: number;
}

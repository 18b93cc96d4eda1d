import type { WidgetProps } from '../shared';

export interface TextFieldProps extends WidgetProps<string> {
  /** The UTF-8 byte limit; a counter in characters shows once the text nears it (behaviour §09-3.2). */
  maxBytes?: number;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
}

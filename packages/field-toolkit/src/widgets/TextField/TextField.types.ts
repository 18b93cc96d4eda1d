import type { WidgetProps } from '../shared';

export interface TextFieldProps extends WidgetProps<string> {
  /** Show a UTF-8 byte counter against this limit (behaviour §01-2.7 "optional byte counter"). */
  maxBytes?: number;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
}

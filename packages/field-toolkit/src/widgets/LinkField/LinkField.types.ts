import type { WidgetProps } from '../shared';

export interface LinkFieldProps extends WidgetProps<string> {
  /** Text of the link in view mode; defaults to the address. */
  text?: string;
  /** Open in a new tab (external links); default true. */
  external?: boolean;
}

import type { WidgetProps } from '../shared';

/** The stored value is the image address; edit mode edits the address and previews it. */
export interface ImageFieldProps extends WidgetProps<string> {
  alt?: string;
  width?: number;
  height?: number;
}

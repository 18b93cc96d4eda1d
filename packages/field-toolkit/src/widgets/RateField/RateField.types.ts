import type { WidgetProps } from '../shared';

export interface RateFieldProps extends WidgetProps<number> {
  /** Default 5. */
  max?: number;
  /** Allow half steps (behaviour §01-5: only if enabled). */
  allowHalf?: boolean;
}

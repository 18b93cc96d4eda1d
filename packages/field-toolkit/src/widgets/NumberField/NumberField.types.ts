import type { WidgetProps } from '../shared';

/** The stored value is an integer scaled by `scale` (x10 = one decimal, x100 = two); the input shows value / scale. */
export interface NumberFieldProps extends WidgetProps<number> {
  scale?: number;
  /** Defaults to 1 / scale (behaviour §01-5). */
  step?: number;
  /** Display-unit bounds for the native input. */
  min?: number;
  max?: number;
  unit?: string;
  /** Thousands separators in view mode; false for years. */
  grouping?: boolean;
}

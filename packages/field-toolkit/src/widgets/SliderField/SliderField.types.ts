import type { WidgetProps } from '../shared';

export interface SliderFieldProps extends WidgetProps<number> {
  /** Defaults 0 to 100 (behaviour §01-5). */
  min?: number;
  max?: number;
  step?: number;
  /** Labelled marks under the track, e.g. ROASTING_MARKS. */
  marks?: readonly number[];
  unit?: string;
}

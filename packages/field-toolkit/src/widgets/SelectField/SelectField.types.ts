import type { SelectOption, WidgetProps } from '../shared';

export interface SelectFieldProps extends WidgetProps<string | number> {
  options: readonly SelectOption[];
  /** Offer an empty choice (the placeholder); defaults to true unless required. */
  allowEmpty?: boolean;
  /** Show a reload button; the engine decides whether a confirmation is needed (behaviour §01-6). */
  onReload?: () => void;
  /** The options are loading; the reload button disables itself meanwhile. */
  loading?: boolean;
}

import type { SelectOption, WidgetProps } from '../shared';

export type SelectValue = string | number;

export interface SearchSelectFieldProps extends WidgetProps<SelectValue | SelectValue[]> {
  options: readonly SelectOption[];
  /** Several values (value type stringArray). */
  multiple?: boolean;
  onReload?: () => void;
  loading?: boolean;
}

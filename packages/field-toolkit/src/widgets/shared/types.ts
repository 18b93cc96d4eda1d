/** Every widget renders one of three states (behaviour §01-2.7). */
export type WidgetMode = 'view' | 'edit' | 'skeleton';

/** Props shared by the field widgets; `V` is the stored value type. */
export interface WidgetProps<V> {
  /** Field name; also used to find the widget for focusing (`data-field`). */
  name: string;
  /** Already translated label. */
  label: string;
  mode: WidgetMode;
  value: V | null | undefined;
  onChange?: (value: V | null) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  /** Already translated validation message. */
  error?: string;
  hint?: string;
}

export interface SelectOption {
  value: string | number;
  label: string;
  /** Plain-text label when `label` carries formatting (behaviour §01-3.4). */
  label_str?: string;
}

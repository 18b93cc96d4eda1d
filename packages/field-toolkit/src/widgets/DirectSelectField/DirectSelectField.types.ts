import type { SelectFieldProps } from '../SelectField';

/** A select with an 'input direct' choice that reveals a companion free-text field (behaviour §01-4). */
export interface DirectSelectFieldProps extends SelectFieldProps {
  /** The special option value meaning "enter directly". */
  directValue?: string | number;
  companionName: string;
  companionLabel: string;
  companionValue: string | null | undefined;
  onCompanionChange?: (value: string | null) => void;
  companionError?: string;
  companionMaxBytes?: number;
}

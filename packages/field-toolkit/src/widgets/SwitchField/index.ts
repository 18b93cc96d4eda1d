export { SwitchField } from './SwitchField';
export type { SwitchFieldProps, SwitchValue } from './SwitchField.types';
export { isSwitchOn } from './useSwitchField';

export { SliderField } from './SliderField';
export type { SliderFieldProps } from './SliderField.types';
export { ROASTING_MARKS, ROASTING_MAX, markPositions } from './useSliderField';

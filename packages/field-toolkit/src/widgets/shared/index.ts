export { WidgetField } from './WidgetField';
export type { WidgetFieldProps } from './WidgetField';
export { utf8ByteLength } from './bytes';
export type { WidgetMode, WidgetProps, SelectOption } from './types';
export { findOption, optionText } from './options';

import { onFieldLabels } from '@coffee/domain/pages';
import { addStrings } from '@coffee/field-toolkit/runtime';
import { fieldActionStrings } from './fieldActions/strings';

// Labels by convention: `fields.<field_name>`, the kernel's and each area's as its model loads.
onFieldLabels((labels) => addStrings('fields', labels));
addStrings('fieldActions', fieldActionStrings);

export { fieldActionStrings };

export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { SubListField } from './SubListField';
export type { SubListFieldProps } from './SubListField';
export { focusField } from './focusField';
export { firstFailure, fieldLabel, failureMessage, validateBeforeSave } from './validation';
export type { CustomCheck, FormValidationOptions } from './validation';
export {
  originKey,
  subListFields,
  indexedName,
  rowCount,
  readRows,
  rowOrigins,
  flattenRecord,
  unflattenValues,
  addRow,
  removeRow,
  rowReplacement,
  parseIndexedName,
  shareUpdates,
  duplicateRow,
} from './subLists';
export type { DuplicateRow, FormValues, Row } from './subLists';
export { useFieldValues } from './useFieldValues';
export { preloadWidgets, widgetOf } from './widgetCode';
export type { WidgetName } from './widgetCode';
export { ChartFormField } from './chartField/ChartFormField';
// Still exported here for code written against this entry; the engine's root, which a route reaches first, holds it.
export { preloadChartFields } from '@coffee/field-toolkit/engine';
export type { ChartFormFieldProps } from './chartField/ChartFormField';
export {
  FieldActionFrame,
  FieldActionsProvider,
  applyAction,
  elapsedSeconds,
  highlightedMark,
  isHighlighted,
  localStamp,
  useFieldActionSpec,
} from './fieldActions';
export type { FieldAction, FieldActionFrameProps, FieldActionSpec, FieldActions } from './fieldActions';

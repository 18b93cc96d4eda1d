import { fieldLabels, pageLabels } from '@coffee/domain';
import { addStrings } from '@coffee/field-toolkit/runtime';

// Labels by convention: `fields.<field_name>` and `pages.<PageKey>`, written once in the domain.
addStrings('fields', fieldLabels);
addStrings('pages', pageLabels);

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
  parseIndexedName,
} from './subLists';
export type { FormValues, Row } from './subLists';

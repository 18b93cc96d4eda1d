export { FieldActionsProvider, useFieldActionSpec, useHighlightedMark } from './FieldActionsContext';
export { FieldActionFrame } from './FieldActionFrame';
export type { FieldActionFrameProps } from './FieldActionFrame';
export {
  applyAction,
  elapsedSeconds,
  highlightedMark,
  isHighlighted,
  localStamp,
} from '@coffee/field-toolkit/forms/fieldActions/actions';
export type { FieldAction, FieldActionSpec, FieldActions } from './types';
export { fieldActionStrings } from './strings';

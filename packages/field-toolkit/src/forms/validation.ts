import type { EntityDef, Locale, ValidationFailure } from '@coffee/domain';
import { validateRecord } from '@coffee/domain';
import type { TFunction } from 'i18next';
import type { DialogText } from '@coffee/field-toolkit/dialogs';
import { showValidationError } from '@coffee/field-toolkit/dialogs';
import { focusField } from './focusField';
import { parseIndexedName } from './subLists';
import type { FormValues } from './subLists';

export interface FormValidationOptions {
  mode: 'write' | 'edit';
  locale: Locale;
}

/** A custom save check of a page: a failure to report, or null. */
export type CustomCheck = (values: FormValues) => ValidationFailure | { field: string; message: DialogText } | null;

/** The first failure in field order. Form values hold numbers as stored (scaled), so bounds compare unscaled. */
export function firstFailure(
  entity: EntityDef,
  values: FormValues,
  options: FormValidationOptions,
): ValidationFailure | null {
  return validateRecord(entity, values, { ...options, representation: 'stored' });
}

/** The translated label of a field; an indexed sub-list field names its row. */
export function fieldLabel(t: TFunction, entity: EntityDef, name: string): string {
  const indexed = parseIndexedName(entity, name);
  if (indexed) return `${t(`fields.${indexed.field.name}`)} (${t('widgets.rowNumber', { index: indexed.index + 1 })})`;
  return t(`fields.${name}`);
}

/** The dialog message of a failure: `messages.<key>` with the field label and its bound. */
export function failureMessage(t: TFunction, entity: EntityDef, failure: ValidationFailure): DialogText {
  const field = fieldLabel(t, entity, failure.field);
  return { key: `messages.${failure.key}`, values: { field, value: failure.bound, bound: failure.bound } };
}

/**
 * Validation before a save (spec 01 §5): the first failure opens validation_error, then the field is focused
 * and scrolled into view. Resolves whether the values may be saved.
 */
export async function validateBeforeSave(
  t: TFunction,
  entity: EntityDef,
  values: FormValues,
  options: FormValidationOptions & { customCheck?: CustomCheck },
): Promise<boolean> {
  const failure = firstFailure(entity, values, options) ?? options.customCheck?.(values) ?? null;
  if (!failure) return true;
  const message = 'message' in failure ? failure.message : failureMessage(t, entity, failure);
  await showValidationError(message);
  // After the dialog has returned focus to where it was.
  setTimeout(() => focusField(failure.field), 0);
  return false;
}

import type { EntityDef, Locale, ValidationFailure } from '@coffee/domain';
import { rangeLowerOf, validateRecord } from '@coffee/domain/pages';
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
  const values: Record<string, unknown> = { field, value: failure.bound, bound: failure.bound };
  // A byte limit read in characters: as many Latin letters, a third as many Korean syllables (behaviour §09-3.2).
  if (failure.key === 'field_minLength') values.korean = Math.ceil(Number(failure.bound) / 3);
  if (failure.key === 'field_maxLength') values.korean = Math.floor(Number(failure.bound) / 3);
  // Figures are masses in grams: "1,200 g" in either language.
  for (const [name, figure] of Object.entries(failure.figures ?? {}))
    values[name] = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(figure)} g`;
  // A rule that pairs two fields (cups cupped) names the other by its label too.
  if (failure.other && failure.key !== 'field_range') values.other = fieldLabel(t, entity, failure.other);
  const other = failure.other ?? rangePartner(entity, failure.field);
  if (failure.key === 'field_range' && other) {
    // A range failure names both ends, lower first, whichever of them it is reported on.
    const otherLabel = fieldLabel(t, entity, other);
    const isLower = rangeEnds(entity, failure.field).lower === failure.field;
    Object.assign(values, {
      other: otherLabel,
      lower: isLower ? field : otherLabel,
      upper: isLower ? otherLabel : field,
    });
  }
  return { key: `messages.${failure.key}`, values };
}

/** The field names of the range a (possibly indexed) field belongs to. */
function rangeEnds(entity: EntityDef, name: string): { lower?: string; upper?: string } {
  const indexed = parseIndexedName(entity, name);
  const fields = indexed ? (indexed.list.rows?.fields ?? []) : entity.fields;
  const base = indexed ? indexed.field.name : name;
  const suffix = indexed ? `_${indexed.index}` : '';
  const own = fields.find((field) => field.name === base);
  if (own?.notAbove) return { lower: name, upper: `${own.notAbove}${suffix}` };
  const lower = rangeLowerOf(fields, base);
  return lower ? { lower: `${lower.name}${suffix}`, upper: name } : {};
}

/** The other end of a range pair (server failures carry only the field). */
function rangePartner(entity: EntityDef, name: string): string | undefined {
  const { lower, upper } = rangeEnds(entity, name);
  return lower === name ? upper : lower;
}

/**
 * Validation before a save (behaviour §01-5): the first failure opens validation_error, then the field is focused
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

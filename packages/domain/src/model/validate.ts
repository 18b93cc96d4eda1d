import type { Locale } from '../navigation/routes';
import type { EntityDef, FieldCondition, FieldDef, RequiredRule } from './fields';
import { fromCompactDate, isInputDirect } from './fields';

export type ValidationKey =
  | 'field_required'
  | 'field_NaN'
  | 'field_minValue'
  | 'field_maxValue'
  | 'field_minLength'
  | 'field_maxLength'
  | 'sublist_minLength'
  | 'sublist_maxLength'
  /** The lower end of a range is above its upper end (`notAbove`); `other` names the partner field. */
  | 'field_range'
  | 'field_digits'
  /** A number between the steps of its field (`onStep`); `bound` is the step. */
  | 'field_step'
  /** A loss below zero because the output mass is above the input mass; `figures` holds both (behaviour §09-1.4). */
  | 'roasted_above_green'
  /** Two cup counts together above the cups cupped (`cupsWith`); `other` names the partner, `bound` the cups. */
  | 'cups_over_cupped'
  /** A sign-up or register form whose confirmation switch is not ticked (the entity's `saveCheck`). */
  | 'save_check_ok'
  | 'register_check_ok';

export interface ValidationFailure {
  /** The field name; a sub-list row field is indexed (`greenbean_mass_0`), a row count names the sub-list. */
  field: string;
  /** Message key (`messages.<key>`). */
  key: ValidationKey;
  /** The violated bound (displayed value, bytes or rows). */
  bound?: number;
  /** The partner field of a range failure. */
  other?: string;
  /** The displayed figures a message names (a loss's input and output masses). */
  figures?: Readonly<Record<string, number>>;
}

export interface ValidateOptions {
  mode: 'write' | 'edit';
  locale: Locale;
  /** Validate only the fields present in `values` (a save carries the changed fields only). */
  changedOnly?: boolean;
  /**
   * How numbers arrive: 'display' (form values, the default) or 'stored' (scaled integers, as saved).
   * Bounds are always those of the displayed value: a stored value is divided by its scale first.
   */
  representation?: 'display' | 'stored';
}

export type RecordValues = Readonly<Record<string, unknown>>;
type Row = Readonly<Record<string, unknown>>;

/** UTF-8 length of a string: 1 byte for ASCII, 2 up to U+07FF, 3 for the rest of the BMP (Hangul), 4 above. */
export const byteLength = (value: string): number => {
  let bytes = 0;
  for (const char of value) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/** Empty means null/undefined, a blank string or an empty list. */
export const isEmptyValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const isRequired = (rule: RequiredRule | undefined, locale: Locale): boolean =>
  typeof rule === 'object' ? rule.locale === locale : rule === true;

export const conditionHolds = (condition: FieldCondition, values: RecordValues): boolean =>
  condition.in.includes(values[condition.field]);

/** Sub-list rows from either shape: an array under the sub-list name, or indexed fields `{field}_{i}`. */
export const subListRows = (field: FieldDef, values: RecordValues): Row[] => {
  const listed = values[field.name];
  if (Array.isArray(listed)) return listed as Row[];
  const rowFields = field.rows?.fields ?? [];
  const rows: Row[] = [];
  for (let index = 0; ; index++) {
    const present = rowFields.filter((rowField) => `${rowField.name}_${index}` in values);
    if (present.length === 0) return rows;
    rows.push(Object.fromEntries(present.map((rowField) => [rowField.name, values[`${rowField.name}_${index}`]])));
  }
};

const hasSubList = (field: FieldDef, values: RecordValues): boolean =>
  field.name in values || (field.rows?.fields ?? []).some((rowField) => `${rowField.name}_0` in values);

const DATE_PATTERNS: Partial<Record<FieldDef['type'], RegExp>> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  month: /^(\d{4})-(\d{2})$/,
  time: /^\d{2}:\d{2}(:\d{2})?$/,
};

/** A date, time or month text of the field type that names a real day (2024-02-30 is not one); `compact`: 'YYYYMMDD'. */
export const isCalendarValue = (type: FieldDef['type'], value: unknown, compact = false): boolean => {
  const pattern = DATE_PATTERNS[type];
  if (!pattern || typeof value !== 'string') return false;
  const match = pattern.exec(compact ? fromCompactDate(value) : value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (!year || !month) return true;
  const monthIndex = Number(month) - 1;
  const dayOfMonth = day === undefined ? 1 : Number(day);
  const date = new Date(Date.UTC(Number(year), monthIndex, dayOfMonth));
  return date.getUTCMonth() === monthIndex && date.getUTCDate() === dayOfMonth;
};

/** What a yes/no field accepts. */
export const BOOLEAN_VALUES: readonly unknown[] = [true, false, 0, 1, '0', '1', 'true', 'false'];

const DIGITS = /^\d+$/;

const asNumber = (value: unknown): number | null => {
  if (isEmptyValue(value) || typeof value === 'boolean') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The field this one is the upper end of (`notAbove` names it), if any. */
export const rangeLowerOf = (fields: readonly FieldDef[], name: string): FieldDef | undefined =>
  fields.find((field) => field.notAbove === name);

/** A range pair out of order: the lower end refused against its upper end, and the upper end against the lower. */
const rangeFailure = (
  fields: readonly FieldDef[],
  field: FieldDef,
  name: string,
  values: RecordValues,
  indexSuffix: string,
): ValidationFailure | null => {
  const lower = field.notAbove ? field : rangeLowerOf(fields, field.name);
  const upperName = lower?.notAbove;
  if (!lower || !upperName) return null;
  const low = asNumber(values[lower.name]);
  const high = asNumber(values[upperName]);
  if (low === null || high === null || low <= high) return null;
  const other = lower === field ? upperName : lower.name;
  return { field: name, key: 'field_range', other: `${other}${indexSuffix}` };
};

/**
 * Two cup counts above the cups cupped together (taint plus fault cups of five, behaviour §07-1): checked when both are
 * known, on either of them. Counts carry no scale, so stored and displayed values are the same.
 */
export const cupsFailure = (
  field: FieldDef,
  name: string,
  values: RecordValues,
  indexSuffix = '',
): ValidationFailure | null => {
  if (!field.cupsWith) return null;
  const own = asNumber(values[field.name]);
  const other = asNumber(values[field.cupsWith.field]);
  if (own === null || other === null || own + other <= field.cupsWith.cups) return null;
  return {
    field: name,
    key: 'cups_over_cupped',
    other: `${field.cupsWith.field}${indexSuffix}`,
    bound: field.cupsWith.cups,
  };
};

/** The first pair of cup counts of `fields` above the cups cupped in `values` (a stored record with its changes). */
export const overCupped = (fields: readonly FieldDef[], values: RecordValues): ValidationFailure | null => {
  for (const field of fields) {
    const failure = cupsFailure(field, field.name, values);
    if (failure) return failure;
  }
  return null;
};

/** Whether `offset` is a whole number of `step`s (within float noise). */
const isOnStep = (offset: number, step: number): boolean => {
  const steps = offset / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

/** The failures of one non-empty value against its field's type and bounds. */
const checkValue = (
  field: FieldDef,
  name: string,
  value: unknown,
  representation: 'display' | 'stored',
): ValidationFailure | null => {
  switch (field.type) {
    case 'number': {
      const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      if (!Number.isFinite(parsed) || (representation === 'stored' && !Number.isInteger(parsed))) {
        return { field: name, key: 'field_NaN' };
      }
      const displayed = representation === 'stored' ? parsed / (field.scale ?? 1) : parsed;
      if (field.min !== undefined && displayed < field.min)
        return { field: name, key: 'field_minValue', bound: field.min };
      if (field.max !== undefined && displayed > field.max)
        return { field: name, key: 'field_maxValue', bound: field.max };
      if (field.onStep && field.step && !isOnStep(displayed - (field.min ?? 0), field.step))
        return { field: name, key: 'field_step', bound: field.step };
      return null;
    }
    case 'boolean':
      return BOOLEAN_VALUES.includes(value) ? null : { field: name, key: 'field_NaN' };
    case 'date':
    case 'datetime':
    case 'month':
    case 'time':
      return isCalendarValue(field.type, value, field.compactDate) ? null : { field: name, key: 'field_NaN' };
    case 'string':
    case 'stringArray': {
      if (field.digitsOnly && !Array.isArray(value) && !DIGITS.test(String(value))) {
        return { field: name, key: 'field_digits' };
      }
      const textValue = Array.isArray(value) ? value.join(',') : String(value);
      const bytes = byteLength(textValue);
      if (field.minBytes !== undefined && bytes < field.minBytes) {
        return { field: name, key: 'field_minLength', bound: field.minBytes };
      }
      if (field.maxBytes !== undefined && bytes > field.maxBytes) {
        return { field: name, key: 'field_maxLength', bound: field.maxBytes };
      }
      return null;
    }
    case 'array':
      return null;
  }
};

/** Fields the editor never fills in this mode: read-only, server-assigned, or locked after creation. */
export const isEditable = (field: FieldDef, mode: ValidateOptions['mode']): boolean =>
  !field.readOnly && !field.generated && !field.audit && !(mode === 'edit' && field.lockedOnUpdate);

function* fieldFailures(
  fields: readonly FieldDef[],
  values: RecordValues,
  options: ValidateOptions,
  indexSuffix: string,
): Generator<ValidationFailure> {
  const { mode, locale, changedOnly = false, representation = 'display' } = options;
  for (const field of fields) {
    if (!isEditable(field, mode)) continue;
    const name = `${field.name}${indexSuffix}`;
    if (field.rows) {
      if (changedOnly && !hasSubList(field, values)) continue;
      yield* subListFailures(field, values, options);
      continue;
    }
    if (changedOnly && !(field.name in values)) continue;
    // With changed fields only, a controlling field that did not change is unknown here: validate anyway.
    const unknown = (controller: string) => changedOnly && !(controller in values);
    let required = isRequired(field.required, locale);
    if (field.directFor) {
      const chosen = isInputDirect(values[field.directFor]);
      if (!chosen && !unknown(field.directFor)) continue;
      required = chosen;
    } else if (field.showWhen && !unknown(field.showWhen.field) && !conditionHolds(field.showWhen, values)) {
      continue;
    }
    const value = values[field.name];
    if (isEmptyValue(value)) {
      if (required) yield { field: name, key: 'field_required' };
      continue;
    }
    const failure =
      checkValue(field, name, value, representation) ??
      rangeFailure(fields, field, name, values, indexSuffix) ??
      cupsFailure(field, name, values, indexSuffix);
    if (failure)
      yield (failure.key === 'field_minValue' && lossFailure(fields, field, name, values, representation)) || failure;
  }
}

/** A loss below zero says why: the output mass above the input mass, with both figures (behaviour §09-1.4). */
function lossFailure(
  fields: readonly FieldDef[],
  field: FieldDef,
  name: string,
  values: RecordValues,
  representation: 'display' | 'stored',
): ValidationFailure | null {
  if (!field.lossOf) return null;
  const displayed = (massName: string) => {
    const def = fields.find((candidate) => candidate.name === massName);
    const raw = Number(values[massName]);
    return representation === 'stored' ? raw / (def?.scale ?? 1) : raw;
  };
  const input = displayed(field.lossOf.input);
  const output = displayed(field.lossOf.output);
  if (!Number.isFinite(input) || !Number.isFinite(output) || output <= input) return null;
  return { field: name, key: 'roasted_above_green', other: field.lossOf.output, figures: { input, output } };
}

function* subListFailures(
  field: FieldDef,
  values: RecordValues,
  options: ValidateOptions,
): Generator<ValidationFailure> {
  const rows = subListRows(field, values);
  const { minRows, maxRows, fields = [] } = field.rows ?? {};
  if (minRows !== undefined && rows.length < minRows) {
    yield { field: field.name, key: 'sublist_minLength', bound: minRows };
  }
  if (maxRows !== undefined && rows.length > maxRows) {
    yield { field: field.name, key: 'sublist_maxLength', bound: maxRows };
  }
  const rowOptions = { ...options, changedOnly: false };
  for (const [index, row] of rows.entries()) {
    yield* fieldFailures(fields, row, rowOptions, `_${index}`);
  }
}

function* recordFailures(
  definition: EntityDef,
  values: RecordValues,
  options: ValidateOptions,
): Generator<ValidationFailure> {
  yield* fieldFailures(definition.fields, values, options, '');
  const check = definition.saveCheck;
  if (check && !(options.changedOnly && !(check.field in values)) && !conditionHolds(whenTicked(check.field), values)) {
    yield { field: check.field, key: check.message };
  }
}

const whenTicked = (field: string): FieldCondition => ({ field, in: [true, 1, '1'] });

/** The first failure in field order (a sub-list's row count, then its rows in order), or null. */
export const validateRecord = (
  definition: EntityDef,
  values: RecordValues,
  options: ValidateOptions,
): ValidationFailure | null => {
  for (const failure of recordFailures(definition, values, options)) return failure;
  return null;
};

/** Every failure in field order (at most one per field). */
export const validateRecordAll = (
  definition: EntityDef,
  values: RecordValues,
  options: ValidateOptions,
): ValidationFailure[] => [...recordFailures(definition, values, options)];

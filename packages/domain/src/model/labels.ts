import type { Locale } from '../navigation/routes';
import type { EntityDef } from './fields';
import { allFields } from './fields';
import type { Unit } from './writtenLabels/index';
import { WRITTEN_LABELS } from './writtenLabels/index';

type Pair = readonly [kr: string, en: string];

/** Every field name of the definitions, including sub-list row fields and list-only columns. */
export const definedFieldNames = (definitions: readonly EntityDef[]): string[] => {
  const names = new Set<string>();
  for (const definition of definitions) {
    for (const field of allFields(definition)) names.add(field.name);
    const { list } = definition;
    for (const name of [
      ...(list?.columns ?? []),
      ...(list?.search ?? []),
      ...(list?.titleSearch ?? []),
      ...(list?.sort ?? []),
    ]) {
      names.add(name);
    }
  }
  return [...names].sort();
};

/** The fields of these definitions without a written label, which would show their name: none may (behaviour §09-1.1). */
export const unlabelledFields = (definitions: readonly EntityDef[]): string[] =>
  definedFieldNames(definitions).filter((name) => !WRITTEN_LABELS[name]);

const buildLabels = (): Record<Locale, Record<string, string>> => {
  const labels: Record<Locale, Record<string, string>> = { kr: {}, en: {} };
  // A hand-written call's values are labelled as fields are, so a refusal can name them.
  for (const [name, [kr, en]] of Object.entries(WRITTEN_LABELS)) {
    labels.kr[name] = kr;
    labels.en[name] = en;
  }
  return labels;
};

/** Field labels by locale, keyed by field name (i18n keys `fields.<field_name>`). */
export const fieldLabels: Readonly<Record<Locale, Readonly<Record<string, string>>>> = buildLabels();

/** The label of a field in a locale; the name itself when unknown (as i18n falls back to the key). */
export const fieldLabel = (name: string, locale: Locale): string => fieldLabels[locale][name] ?? name;

/** Whether a field has a label a person wrote (the e2e sweep asks it of every field a page shows). */
export const hasWrittenLabel = (name: string): boolean => WRITTEN_LABELS[name] !== undefined;

/** The unit of a field's value (g, °C, %, ...), undefined for a field without one (behaviour §09-1.2). */
export const fieldUnit = (name: string): Unit | undefined => WRITTEN_LABELS[name]?.[2];

const UNIT_WORDS: Partial<Record<Unit, Pair>> = { days: ['일', 'days'] };

/** A unit as the visitor reads it beside a value. */
export const unitText = (unit: Unit, locale: Locale): string => {
  const words = UNIT_WORDS[unit];
  return words ? words[locale === 'kr' ? 0 : 1] : unit;
};

/** Label of a sort option value `{field}_orderasc|_orderdesc`. */
export const sortOptionLabel = (option: string, locale: Locale): string => {
  const match = /^(.*)_order(asc|desc)$/.exec(option);
  if (!match) return option;
  const [, field = '', direction] = match;
  const arrow = direction === 'asc' ? '↑' : '↓';
  return `${fieldLabel(field, locale)} ${arrow}`;
};

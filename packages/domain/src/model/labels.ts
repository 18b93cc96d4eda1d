import type { Locale } from '../navigation/routes';
import type { EntityDef } from './fields';
import { allFields } from './fields';
import type { Unit, WrittenLabel, WrittenLabels } from './writtenLabels/index';
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

/** The fields of these definitions without a written label (they would show their name; behaviour §09-1.1). */
export const unlabelledFields = (definitions: readonly EntityDef[]): string[] =>
  definedFieldNames(definitions).filter((name) => !hasWrittenLabel(name));

type FieldLabels = Record<Locale, Record<string, string>>;

const written: Record<string, WrittenLabel> = {};
const labels: FieldLabels = { kr: {}, en: {} };
const listeners = new Set<(added: Readonly<FieldLabels>) => void>();

/**
 * Adds the written labels of fields: the kernel's here, an area's when its model loads (`mf-<area>/model/labels.ts`),
 * so each remote holds its own area's labels. A field is labelled once; a second, different label is a mistake.
 */
export function addWrittenLabels(added: WrittenLabels): void {
  const fresh: FieldLabels = { kr: {}, en: {} };
  for (const [name, label] of Object.entries(added)) {
    const known = written[name];
    if (known) {
      if (known.join('|') !== label.join('|')) throw new Error(`Field ${name} is labelled twice, differently`);
      continue;
    }
    written[name] = label;
    labels.kr[name] = fresh.kr[name] = label[0];
    labels.en[name] = fresh.en[name] = label[1];
  }
  if (Object.keys(fresh.kr).length > 0) for (const listener of listeners) listener(fresh);
}

// A hand-written call's values are labelled as fields are, so a refusal can name them.
addWrittenLabels(WRITTEN_LABELS);

/** Field labels by locale, by field name (i18n keys `fields.<field_name>`): the kernel's and the loaded areas'. */
export const fieldLabels: Readonly<Record<Locale, Readonly<Record<string, string>>>> = labels;

/** Gives `listener` the labels known now, then those added later (an area's, when its model loads); returns a stop. */
export function onFieldLabels(listener: (added: Readonly<FieldLabels>) => void): () => void {
  listener(labels);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The label of a field in a locale; the name itself when unknown (as i18n falls back to the key). */
export const fieldLabel = (name: string, locale: Locale): string => labels[locale][name] ?? name;

/** Whether a field has a label a person wrote (the e2e sweep asks it of every field a page shows). */
export const hasWrittenLabel = (name: string): boolean => written[name] !== undefined;

/** The unit of a field's value (g, °C, %, ...), undefined for a field without one (behaviour §09-1.2). */
export const fieldUnit = (name: string): Unit | undefined => written[name]?.[2];

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

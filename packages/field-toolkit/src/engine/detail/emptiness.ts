import type { FieldDef, InputKind } from '@coffee/domain';
import { indexedName, originKey } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';

/** Kinds drawn from other fields (a radar from its points, a curve from its events): filled when a sibling is. */
const DRAWN_FROM_OTHERS: ReadonlySet<InputKind> = new Set(['radar', 'flavorwheel', 'line', 'timeline', 'geomap']);

/** No value to read: nothing typed, an empty list, or a switch left off (behaviour §10-2.1). */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function ownValueFilled(def: FieldDef, values: FormValues): boolean {
  const first = def.rows?.fields[0];
  if (!first) return !isEmptyValue(values[def.name]);
  const origins = values[originKey(def)];
  return Array.isArray(origins) ? origins.length > 0 : values[indexedName(first.name, 0)] !== undefined;
}

/**
 * The fields of a section that hold a value. A chart drawn from other fields counts as filled with its own value
 * or while any other field of its section is; a page's own piece (`custom`) reads the record itself and stays.
 */
export function filledFields(defs: readonly (FieldDef | undefined)[], values: FormValues): Set<string> {
  const present = defs.filter((def): def is FieldDef => def !== undefined);
  const filled = new Set(
    present
      .filter((def) => def.input === 'custom' || (!DRAWN_FROM_OTHERS.has(def.input) && ownValueFilled(def, values)))
      .map((def) => def.name),
  );
  const anyPlain = present.some((def) => def.input !== 'custom' && filled.has(def.name));
  for (const def of present) {
    if (DRAWN_FROM_OTHERS.has(def.input) && (anyPlain || ownValueFilled(def, values))) filled.add(def.name);
  }
  return filled;
}

const keyOf = (names: ReadonlySet<string>) => [...names].sort().join(',');

/**
 * The section's fields that hold a value, followed only while `active`; the caller redraws when a field turns
 * filled or empty, not on every keystroke.
 */
export function useFilledFields(defs: readonly (FieldDef | undefined)[], active: boolean): ReadonlySet<string> {
  const form = useForm<FormValues>();
  const [filled, setFilled] = useState<ReadonlySet<string>>(() =>
    active ? filledFields(defs, form.getState().values) : NONE,
  );
  const names = defs.map((def) => def?.name ?? '').join(',');
  useEffect(() => {
    if (!active) return undefined;
    return form.subscribe(
      ({ values }) => {
        const next = filledFields(defs, values);
        setFilled((current) => (keyOf(current) === keyOf(next) ? current : next));
      },
      { values: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for the defs
  }, [form, names, active]);
  return active ? filled : NONE;
}

const NONE: ReadonlySet<string> = new Set();

import { useLayoutEffect, useState } from 'react';
import type { FieldDef } from '@coffee/domain';
import { useFieldValues } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { DetailSection } from '@coffee/field-toolkit/engine';
import { afterPaint } from './drawnInSlices';

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The index of the last group due: the one after the last group holding a value (a value typed or stamped; `derived`
 * fields, such as a step's running total, do not count), the first while none does.
 */
export function lastGroupDue(
  groups: readonly (readonly string[])[],
  values: FormValues,
  derived: ReadonlySet<string>,
): number {
  const holds = (group: readonly string[]) => group.some((name) => !derived.has(name) && !blank(values[name]));
  return Math.min(groups.map(holds).lastIndexOf(true) + 1, groups.length - 1);
}

/**
 * Whether a field of the section is drawn now (behaviour §03-4.3: a brew's steps come in turn). The next group that
 * a stamp or a typed value brings due is drawn after that change's frame is painted: the stamp is answered first, its
 * next step drawn in a task of its own.
 */
export function useFieldsInTurn(
  section: DetailSection,
  defs: readonly (FieldDef | undefined)[],
  editing: boolean,
): (name: string) => boolean {
  const groups = editing ? (section.inTurn ?? []) : [];
  const derived = new Set(defs.flatMap((def) => (def && (def.computed || def.generated) ? [def.name] : [])));
  const values = useFieldValues(groups.flat().filter((name) => !derived.has(name)));
  const due = lastGroupDue(groups, values, derived);
  const [drawnUpTo, setDrawnUpTo] = useState(due);
  // Fewer due (a step cleared), or several at once (a saved brew arrived, the form went to edit): at once.
  if (due < drawnUpTo || due > drawnUpTo + 1) setDrawnUpTo(due);
  useLayoutEffect(() => (due > drawnUpTo ? afterPaint(() => setDrawnUpTo(due)) : undefined), [due, drawnUpTo]);
  const waiting = new Set(groups.slice(Math.min(due, drawnUpTo) + 1).flat());
  return (name) => !waiting.has(name);
}

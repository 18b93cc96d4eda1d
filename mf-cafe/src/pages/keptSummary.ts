import type { EntityDef } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';

/**
 * The line that tells one kept save from another (behaviour §06-2): the named fields' values as the form shows them
 * (a stored 160 of a dose in tenths is 16), each with its unit, the empty ones left out.
 */
export const keptSummary =
  (entity: EntityDef, parts: ReadonlyArray<readonly [field: string, unit?: string]>) =>
  (values: FormValues): string =>
    parts
      .flatMap(([name, unit]) => {
        const value = values[name];
        if (value === null || value === undefined || value === '') return [];
        const scale = entity.fields.find((field) => field.name === name)?.scale ?? 1;
        const shown = typeof value === 'number' ? String(value / scale) : String(value);
        return [unit ? `${shown} ${unit}` : shown];
      })
      .join(' · ');

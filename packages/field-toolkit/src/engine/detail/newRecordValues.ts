import type { EntityDef, Locale } from '@coffee/domain';
import { flattenRecord } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';

/**
 * The values a new record opens with: its fields' defaults (in the visitor's language where a field has one per
 * language), then the page's own (`detail.defaults`).
 */
export function newRecordValues(entity: EntityDef, locale: Locale, pageDefaults: FormValues = {}): FormValues {
  const defaults = Object.fromEntries(
    entity.fields.flatMap((field) => {
      const value = field.localeDefault?.[locale] ?? field.defaultValue;
      return value === undefined ? [] : [[field.name, value]];
    }),
  );
  return flattenRecord(entity, { ...defaults, ...pageDefaults });
}

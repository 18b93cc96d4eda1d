import { useMemo } from 'react';
import { codeGroupsQuery, useQuery } from '@coffee/api-client/query';
import { allFields, localeName } from '@coffee/domain';
import type { CodeGroupId, FieldDef, Locale } from '@coffee/domain';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { publicEntities } from '../../../model';
import type { BeanPageConfig } from './beanPages';
import type { BeanRow } from './useBeanInfo';

/** Code groups of a bean's origin fields (countries, varieties, processes, grades). */
const ORIGIN_GROUPS: readonly CodeGroupId[] = ['CNTR', 'VRT', 'PRCS', 'BGRD', 'BQLT'];

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export interface BeanFormat {
  locale: Locale;
  /** A number field as displayed (stored value / scale), localised; null when empty. */
  number(field: string, value: unknown): string | null;
  /** A code or code-list field by its labels, de-duplicated and joined; null when empty. */
  codes(field: string, value: unknown): string | null;
  /** The locale name of a `base` / `base_kr` pair (Korean twin in Korean when filled, behaviour §02-1). */
  name(row: BeanRow, base: string): string | null;
  /** Harvest month 1-12 as the locale's month name. */
  month(value: unknown): string | null;
}

export function createBeanFormat(
  fields: readonly FieldDef[],
  locale: Locale,
  labels: ReadonlyMap<string, ReadonlyMap<string, string>>,
): BeanFormat {
  const language = locale === 'en' ? 'en' : 'ko';
  const byName = new Map(fields.map((field) => [field.name, field]));
  return {
    locale,
    number(field, value) {
      if (isBlank(value) || !Number.isFinite(Number(value))) return null;
      const scale = byName.get(field)?.scale ?? 1;
      return (Number(value) / scale).toLocaleString(language, { maximumFractionDigits: Math.log10(scale) });
    },
    codes(field, value) {
      const items = (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item)).map(String);
      if (items.length === 0) return null;
      const group = byName.get(field)?.codeGroup;
      const names = labels.get(group ?? '');
      return [...new Set(items.map((item) => names?.get(item) ?? item))].join(', ');
    },
    name(row, base) {
      const plain = row[base];
      const twin = row[localeName(base)];
      const first = locale === 'en' ? plain : twin;
      const second = locale === 'en' ? twin : plain;
      const chosen = isBlank(first) ? second : first;
      return isBlank(chosen) ? null : String(chosen);
    },
    month(value) {
      const month = Number(value);
      if (isBlank(value) || !Number.isInteger(month) || month < 1 || month > 12) return null;
      return new Date(2000, month - 1, 1).toLocaleString(language, { month: 'short' });
    },
  };
}

/** Formatting of a bean page's answer, with the code labels of the current locale (guests may read codes). */
export function useBeanFormat(config: BeanPageConfig): BeanFormat {
  const fields = useMemo(() => allFields(publicEntities[config.pageKey]), [config.pageKey]);
  return usePageFormat(fields, ORIGIN_GROUPS);
}

/** Formatting of a public answer by its `fields`, with the labels of the code `groups`. */
export function usePageFormat(fields: readonly FieldDef[], groups: readonly CodeGroupId[]): BeanFormat {
  const locale = usePreferences((state) => state.locale);
  const codes = useQuery(codeGroupsQuery(groups, locale));
  return useMemo(() => {
    const labels = new Map(
      Object.entries(codes.data ?? {}).map(([group, entries]) => [
        group,
        new Map(
          entries.map((entry) => [
            entry.code_id,
            locale === 'en' ? entry.code_name : entry.code_name_kr || entry.code_name,
          ]),
        ),
      ]),
    );
    return createBeanFormat(fields, locale, labels);
  }, [fields, locale, codes.data]);
}

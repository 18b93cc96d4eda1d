import { loadCodeGroups, loadSelectOptions } from '@coffee/api-client';
import { codeGroupsQuery, selectOptionsQuery, useQuery, useQueryClient } from '@coffee/api-client/query';
import type { CodeEntry } from '@coffee/api-client';
import type { FieldDef, Locale, SelectOption } from '@coffee/domain';
import { NEWEST_FIRST_LOOKUPS, RANKED_CODE_GROUPS, sortOptionsByLabel } from '@coffee/domain/pages';
import { useState } from 'react';
import { confirmSelectReload } from '@coffee/field-toolkit/dialogs';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { useUserTypes } from './session';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A code group's options in the visitor's language, in its collation (Ghana before Guatemala in English, 가나 before
 * 과테말라 in Korean); a ranked group (roles, grades, stages) keeps its stored order (behaviour §09-2.2).
 */
export function codeOptions(
  entries: readonly CodeEntry[],
  locale: Locale,
  filter?: string,
  group?: FieldDef['codeGroup'],
): SelectOption[] {
  const kept = filter ? entries.filter((entry) => (entry.code_filter ?? '').split(',').includes(filter)) : entries;
  const options = kept.map((entry) => ({
    value: entry.code_id,
    label: locale === 'en' ? entry.code_name : entry.code_name_kr || entry.code_name,
  }));
  return group && RANKED_CODE_GROUPS.has(group) ? options : sortOptionsByLabel(options, locale);
}

const sortedByLocale = new WeakMap<readonly SelectOption[], { locale: Locale; options: SelectOption[] }>();

/** A lookup's options sorted once per answer and locale, so a select keeps the same array between renders. */
function sortedLookupOptions(options: readonly SelectOption[] | undefined, locale: Locale): readonly SelectOption[] {
  if (!options) return [];
  const known = sortedByLocale.get(options);
  if (known?.locale === locale) return known.options;
  const sorted = sortOptionsByLabel(options, locale);
  sortedByLocale.set(options, { locale, options: sorted });
  return sorted;
}

/** Whether a field offers a list of options (a code group, a lookup or fixed options) rather than free input. */
export const hasOptionList = (def: FieldDef): boolean =>
  def.codeGroup !== undefined || def.lookup !== undefined || def.fixedOptions !== undefined;

/** Parameters of a lookup, or null while a field it depends on is empty ("region needs country"). */
export function lookupParams(
  def: FieldDef,
  values: FormValues,
  requires: readonly string[] = [],
): Record<string, unknown> | null {
  const lookup = def.lookup;
  const params: Record<string, unknown> = { ...lookup?.params };
  for (const [param, field] of Object.entries(lookup?.dependsOn ?? {})) {
    if (isBlank(values[field])) return null;
    params[param] = values[field];
  }
  for (const [param, field] of Object.entries(lookup?.filters ?? {}))
    if (!isBlank(values[field])) params[param] = values[field];
  if (requires.some((field) => isBlank(values[field]))) return null;
  return params;
}

/**
 * The options this visitor may choose: the field's fixed `codeValues` (cafe events: SGNP only) and a page's
 * `allowedOptions` for the visitor (status tables: only the owner assigns SMNG). Undefined rules keep every option.
 */
export function allowedOptionsOf(
  options: readonly SelectOption[],
  ...rules: ReadonlyArray<readonly (string | number)[] | undefined>
): readonly SelectOption[] {
  const active = rules.filter((rule) => rule !== undefined).map((rule) => new Set(rule.map(String)));
  return active.length === 0
    ? options
    : options.filter((option) => active.every((allowed) => allowed.has(String(option.value))));
}

export interface FieldOptionsState {
  options: readonly SelectOption[];
  loading: boolean;
  /** A required field is still empty: the select waits. */
  blocked: boolean;
  /** Reload from the server; non-admins confirm first (behaviour §01-6). */
  reload: (() => void) | undefined;
}

/** Options of a select field from the code cache or its lookup call (cached per field, behaviour §01-9). */
export function useFieldOptions(
  def: FieldDef,
  values: FormValues,
  locale: Locale,
  requires: readonly string[] = [],
): FieldOptionsState {
  const client = useQueryClient();
  const userTypes = useUserTypes();
  const [forcing, setForcing] = useState(false);
  const group = def.codeGroup;
  const dependent = def.lookup ? lookupParams(def, values, requires) : null;
  // The server labels options in the visitor's language; the locale also keeps each language's cache apart.
  const params = dependent && { ...dependent, locale };
  const codes = useQuery({ ...codeGroupsQuery(group ? [group] : [], locale), enabled: group !== undefined });
  const lookup = useQuery({
    ...selectOptionsQuery(def.name, def.lookup?.url ?? '', params ?? {}),
    enabled: def.lookup !== undefined && params !== null,
  });

  const force = async () => {
    if (!(await confirmSelectReload(userTypes))) return;
    setForcing(true);
    try {
      if (group)
        client.setQueryData(
          codeGroupsQuery([group], locale).queryKey,
          await loadCodeGroups([group], locale, { force: true }),
        );
      else if (def.lookup && params)
        client.setQueryData(
          selectOptionsQuery(def.name, def.lookup.url, params).queryKey,
          await loadSelectOptions(def.name, def.lookup.url, params, { force: true }),
        );
    } finally {
      setForcing(false);
    }
  };

  if (group) {
    return {
      options: codeOptions(codes.data?.[group] ?? [], locale, def.codeFilter, group),
      loading: codes.isFetching || forcing,
      blocked: false,
      reload: () => void force(),
    };
  }
  if (def.lookup) {
    return {
      // Records by name in the visitor's collation (the server's order is one language's); batches newest first.
      options: !params
        ? []
        : NEWEST_FIRST_LOOKUPS.has(def.lookup.url)
          ? (lookup.data?.options ?? [])
          : sortedLookupOptions(lookup.data?.options, locale),
      loading: lookup.isFetching || forcing,
      blocked: params === null,
      reload: params ? () => void force() : undefined,
    };
  }
  if (def.fixedOptions) {
    const options = def.fixedOptions.map(({ value, label }) => ({ value, label: label[locale] }));
    return { options, loading: false, blocked: false, reload: undefined };
  }
  return { options: [], loading: false, blocked: false, reload: undefined };
}

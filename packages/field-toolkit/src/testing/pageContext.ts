import type { PageContext } from '@coffee/field-toolkit/engine';
import type { FormValues } from '@coffee/field-toolkit/forms';

/** A page hook's context outside a form: a visitor without roles, English, no URL query, setters that do nothing. */
export function contextOf(values: FormValues, overrides: Partial<PageContext> = {}): PageContext {
  return {
    values,
    mode: 'edit',
    visitor: { userTypes: [], orgRole: undefined },
    locale: 'en',
    query: new URLSearchParams(),
    row: undefined,
    change: () => undefined,
    batch: () => undefined,
    begin: () => undefined,
    ...overrides,
  };
}

import type { FormApi } from 'final-form';
import { useForm } from 'react-final-form';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageContext, ScreenContext } from '@coffee/field-toolkit/engine';

/** The one context of every page hook, bound to a form. */
export function formContext(
  form: FormApi<FormValues>,
  screen: ScreenContext,
  values: FormValues,
  row?: number,
): PageContext {
  return {
    ...screen,
    values,
    row,
    change: (name, value) => form.change(name, value),
    batch: (updates) =>
      form.batch(() => {
        for (const [name, value] of Object.entries(updates)) form.change(name, value);
      }),
    begin: (values) => form.initialize(values),
  };
}

export function usePageContext(screen: ScreenContext, values: FormValues, row?: number): PageContext {
  return formContext(useForm<FormValues>(), screen, values, row);
}

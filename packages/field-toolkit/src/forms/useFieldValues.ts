import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import type { FormValues } from './subLists';

const pick = (values: FormValues | undefined, names: readonly string[]): FormValues =>
  Object.fromEntries(names.map((name) => [name, values?.[name] ?? null]));

const sameValues = (a: FormValues, b: FormValues, names: readonly string[]) =>
  names.every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));

/** The current values of `names` only: the caller re-renders when one of them changes, not on every keystroke. */
export function useFieldValues(names: readonly string[]): FormValues {
  const form = useForm<FormValues>();
  const [picked, setPicked] = useState(() => pick(form.getState().values, names));
  const key = names.join(',');
  useEffect(
    () =>
      names.length === 0
        ? undefined
        : form.subscribe(
            ({ values }) => {
              const next = pick(values, names);
              setPicked((current) => (sameValues(current, next, names) ? current : next));
            },
            { values: true },
          ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the names
    [form, key],
  );
  return picked;
}

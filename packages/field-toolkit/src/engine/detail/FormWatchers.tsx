import { findField } from '@coffee/domain/pages';
import { useEffect, useRef, useState } from 'react';
import { FormSpy, useForm, useFormState } from 'react-final-form';
import { alert } from '@coffee/field-toolkit/dialogs';
import { duplicateRow } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { OptionCopy, PageConfig, ScreenContext } from '@coffee/field-toolkit/engine';
import { useFieldOptions, useLocale } from '@coffee/field-toolkit/engine';
import { sameValue } from './changes';
import { changedFields, followUps } from './followUps';
import { formContext } from './pageContext';

/**
 * Applies derived values and clears dependents after a user change; loads and resets of the record are not
 * changes. A row value its list must not repeat (`uniqueBy`) is refused with the list's duplicate dialog.
 */
export function WatchChanges({ page, screen }: { page: PageConfig; screen: ScreenContext }) {
  const form = useForm<FormValues>();
  const previous = useRef<FormValues | undefined>(undefined);
  const initial = useRef<FormValues | undefined>(undefined);
  return (
    <FormSpy<FormValues>
      subscription={{ values: true, initialValues: true }}
      onChange={({ values, initialValues }) => {
        const before = previous.current;
        previous.current = values;
        if (initialValues !== initial.current) {
          initial.current = initialValues;
          return;
        }
        if (!before) return;
        const changed = changedFields(before, values);
        const duplicate = duplicateRow(page.entity, changed, values);
        if (duplicate) {
          const { duplicateTitle = 'alert', duplicateMessage = 'error_text' } = duplicate.list.rows ?? {};
          setTimeout(() => form.change(duplicate.name, before[duplicate.name] ?? null), 0);
          void alert({
            title: { key: `messages.${duplicateTitle}` },
            message: { key: `messages.${duplicateMessage}` },
          });
          return;
        }
        const updates = followUps(page, changed, formContext(form, screen, values));
        if (Object.keys(updates).length === 0) return;
        // Outside final-form's notification cycle.
        setTimeout(
          () => form.batch(() => Object.entries(updates).forEach(([name, value]) => form.change(name, value))),
          0,
        );
      }}
    />
  );
}

/**
 * Registers every field of the form's sections while the form is open, drawn or not. A field drawn later (the rest
 * of a form after its first section, a section opened or shown later) would otherwise take, on registering, the
 * value the form began with over the one set meanwhile: a counter's Start tapped before the timer's section is drawn
 * cleared the total the brew began with, and the total came back and stopped the timer (behaviour §11-3.1, §03-4.3).
 */
export function KeepUndrawnFields({ names }: { names: readonly string[] }) {
  const form = useForm<FormValues>();
  useEffect(() => {
    // Silently: a registration that changes no value tells no other field or watcher (each would be told once per
    // name, a notification of the whole form for every undrawn field as the form opens).
    const unregister = names.map((name) => form.registerField(name, () => undefined, {}, { silent: true }));
    return () => unregister.forEach((done) => done());
  }, [form, names]);
  return null;
}

/** The value once it has not changed for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

/** Copies properties of the option chosen in `rule.field` into other fields (behaviour §02-4: the seller's shop link). */
export function CopyFromOption({ page, rule, fresh = false }: { page: PageConfig; rule: OptionCopy; fresh?: boolean }) {
  const form = useForm<FormValues>();
  const locale = useLocale();
  const { values, initialValues } = useFormState<FormValues>({ subscription: { values: true, initialValues: true } });
  const def = findField(page.entity, rule.field);
  const requires = page.detail?.dependencies?.find((dependency) => dependency.field === rule.field)?.requires ?? [];
  const options = useFieldOptions(
    def ?? { name: rule.field, type: 'string', input: 'select' },
    values,
    locale,
    requires,
  );
  const value = values[rule.field];
  const settled = useSettled(value, rule.delayMs ?? 0);
  const initial = initialValues?.[rule.field];
  // On a new record a choice the link made (a catalogue bean) is copied as if picked; a loaded one is left alone.
  const seen = useRef<unknown>(fresh ? undefined : initial);
  const chosen = options.options.find((option) => String(option.value) === String(settled)) as
    Record<string, unknown> | undefined;
  const targets = Object.values(rule.copy).map((name) => values[name]);

  useEffect(() => {
    seen.current = fresh ? undefined : initial;
  }, [initial, fresh]);

  useEffect(() => {
    if (!sameValue(settled, value) || (!chosen && options.loading)) return;
    if (rule.when === 'choice') {
      if (sameValue(settled, seen.current) || !chosen) return;
      seen.current = settled;
    }
    const updates = Object.entries(rule.copy).filter(
      ([from, to]) => !sameValue(form.getState().values[to], chosen?.[from] ?? null),
    );
    if (updates.length) form.batch(() => updates.forEach(([from, to]) => form.change(to, chosen?.[from] ?? null)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `targets` stands for the copied fields' values
  }, [settled, value, chosen, options.loading, JSON.stringify(targets)]);
  return null;
}

import { apiGet } from '@coffee/api-client';
import { useTranslation } from 'react-i18next';
import { findField } from '@coffee/domain/pages';
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { alert, answerMessage, withLoading } from '@coffee/field-toolkit/dialogs';
import { rowReplacement } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageConfig, RowLoad } from '@coffee/field-toolkit/engine';
import { sameValue } from './changes';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Loads the rows of `rule.list` when the user chooses another value in `rule.field` (see `RowLoad`). */
export function LoadRowsOnChoice({ page, rule }: { page: PageConfig; rule: RowLoad }) {
  const { t } = useTranslation();
  const form = useForm<FormValues>();
  const { values, initialValues } = useFormState<FormValues>({ subscription: { values: true, initialValues: true } });
  const value = values[rule.field];
  const initial = initialValues?.[rule.field];
  const seen = useRef<unknown>(initial);

  useEffect(() => {
    seen.current = initial;
  }, [initial]);

  useEffect(() => {
    if (sameValue(value, seen.current)) return undefined;
    seen.current = value;
    const list = findField(page.entity, rule.list);
    if (isBlank(value) || !list) return undefined;
    const controller = new AbortController();
    void (async () => {
      const current = form.getState().values;
      const answer = await withLoading(() =>
        apiGet<unknown>(rule.path(String(value)), rule.query?.(current) ?? {}, { signal: controller.signal }),
      );
      if (controller.signal.aborted) return;
      if (answer.status !== 'OK') {
        await alert({ title: { key: 'messages.error' }, message: answerMessage(t, answer) });
        return;
      }
      const latest = form.getState().values;
      const { rows, values: extra } = rule.read(answer as Record<string, unknown>, latest);
      const updates = { ...rowReplacement(latest, list, rows), ...extra };
      form.batch(() => Object.entries(updates).forEach(([name, next]) => form.change(name, next)));
    })();
    return () => controller.abort();
  }, [value, form, page.entity, rule, t]);
  return null;
}

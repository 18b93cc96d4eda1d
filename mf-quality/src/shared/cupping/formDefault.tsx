import { useQuery, useQueryClient } from '@coffee/api-client/query';
import { CUPPING_FORM_OPTIONS } from '@coffee/domain';
import type { CuppingForm } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { useLocale, useOrgRole } from '@coffee/field-toolkit/engine';
import { Field, Select } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOk, cuppingPaths, formDefaultQuery, sessionAction } from './calls';

const MANAGERS: readonly string[] = ['MNG', 'SMNG', 'OWN'];

/** The form the roastery cups on by default (behaviour §07-1); undefined while it loads. */
export function useCuppingFormDefault(): CuppingForm | undefined {
  const answer = useQuery(formDefaultQuery()).data;
  return answer && answerOk(answer) && 'result' in answer ? (answer.result as { form: CuppingForm }).form : undefined;
}

/** On a new record, once: `apply` the roastery's default form (a session's form, a note's CVA switch). */
export function useApplyFormDefault(context: PageContext, apply: (form: CuppingForm, context: PageContext) => void) {
  const form = useCuppingFormDefault();
  const applied = useRef(false);
  useEffect(() => {
    if (context.mode !== 'write' || !form || applied.current) return;
    applied.current = true;
    apply(form, context);
  }, [context, form, apply]);
}

/** The sessions list's toolbar: the roastery's default form, chosen by its managers and shown to the others. */
export function FormDefaultToolbar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const form = useCuppingFormDefault();
  const manager = MANAGERS.includes(useOrgRole('roaster') ?? '');
  const choose = async (next: string) => {
    await sessionAction(cuppingPaths.formDefault, { form: next });
    await client.invalidateQueries({ queryKey: formDefaultQuery().queryKey });
  };
  return (
    <Field label={t('area.cupping.formDefault')}>
      <Select value={form ?? ''} disabled={!manager || !form} onChange={(_event, data) => void choose(data.value)}>
        {CUPPING_FORM_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label[locale]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

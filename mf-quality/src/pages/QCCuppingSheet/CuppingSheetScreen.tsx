import { useQuery, useQueryClient } from '@coffee/api-client/query';
import type { CuppingForm } from '@coffee/domain';
import { answerMessage, confirm, showValidationError } from '@coffee/field-toolkit/dialogs';
import { useSearchParams } from '@coffee/field-toolkit/runtime';
import { Button, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CupperSheet, MySession } from '../../shared/cupping/calls';
import { answerOk, cuppingPaths, mySessionsQuery, sessionAction, sheetQuery } from '../../shared/cupping/calls';
import { SessionTable } from '../../shared/cupping/SessionTable';
import type { SheetValues } from './SheetFields';
import { SampleSheet } from './SheetFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/** The sessions the visitor is invited to, newest first. */
function MySessions({ open }: { open: (seq: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const answer = useQuery(mySessionsQuery()).data;
  const sessions = answer && answerOk(answer) && 'result' in answer ? (answer.result as MySession[]) : [];
  if (answer && sessions.length === 0) return <Text>{t('area.cupping.noSessions')}</Text>;
  return (
    <div className={styles.list}>
      {sessions.map((session) => (
        <Button key={session.session_seq} appearance="subtle" onClick={() => open(session.session_seq)}>
          {`${session.session_date} · ${session.session_name} · ${t(
            session.submitted_at ? 'area.cupping.submittedMine' : 'area.cupping.toScore',
          )}`}
        </Button>
      ))}
    </div>
  );
}

/** The field a refusal names (`{field}_{code}`), as the cupper reads it. */
const refusedField = (t: (key: string) => string, field: unknown, codes: readonly string[]) => {
  const name = String(field ?? '');
  const code = codes.find((candidate) => name.endsWith(`_${candidate}`));
  return code ? `${t(`fields.${name.slice(0, -code.length - 1)}`)} (${code})` : t(`fields.${name}`);
};

/** A cupper's sheet of one session: the samples under their blind codes (or the three cups of a triangle). */
function Sheet({ sheet }: { sheet: CupperSheet }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<string, SheetValues>>(() =>
    Object.fromEntries(sheet.samples.map((sample) => [sample.sample_code, sample.sheet_values])),
  );
  const [pick, setPick] = useState<number | null>(sheet.triangle_pick);
  const editable = !sheet.submitted_at && sheet.session_status === 'OPEN';
  const codes = sheet.samples.map((sample) => sample.sample_code);
  const save = async (submit: boolean) => {
    if (submit) {
      const sure = await confirm({
        title: { key: 'area.cupping.submitTitle' },
        message: { key: 'area.cupping.submitMessage' },
      });
      if (!sure) return;
    }
    const answer = await sessionAction(cuppingPaths.sheet(sheet.session_seq), {
      submit,
      triangle_pick: pick,
      sheets: codes.map((code) => ({ sample_code: code, values: values[code] ?? {} })),
    });
    if (!answerOk(answer)) {
      await showValidationError(
        answerMessage(t, answer, ({ field, key, bound }) => ({
          key: `messages.${key}`,
          values: { field: refusedField(t, field, codes), bound },
        })),
      );
    }
    await client.invalidateQueries({ queryKey: sheetQuery(sheet.session_seq).queryKey });
  };
  return (
    <div className={styles.root}>
      <Text as="h2" weight="semibold">{`${sheet.session_date} · ${sheet.session_name}`}</Text>
      {sheet.session_mode === 'TRIANGLE' ? (
        <RadioGroup
          aria-label={t('area.cupping.oddQuestion')}
          value={pick === null ? '' : String(pick)}
          disabled={!editable}
          onChange={(_event, data) => setPick(Number(data.value))}
        >
          <Text>{t('area.cupping.oddQuestion')}</Text>
          {[1, 2, 3].map((cup) => (
            <Radio key={cup} value={String(cup)} label={t('area.cupping.cup', { cup })} />
          ))}
        </RadioGroup>
      ) : (
        sheet.samples.map((sample) => (
          <SampleSheet
            key={sample.sample_code}
            form={sheet.session_form as CuppingForm}
            code={sample.sample_code}
            values={values[sample.sample_code] ?? {}}
            editable={editable}
            onChange={(next) => setValues((all) => ({ ...all, [sample.sample_code]: next }))}
          />
        ))
      )}
      {editable ? (
        <div className={styles.actions}>
          <Button onClick={() => save(false)}>{t('area.cupping.saveDraft')}</Button>
          <Button appearance="primary" onClick={() => save(true)}>
            {t('area.cupping.submit')}
          </Button>
        </div>
      ) : (
        <>
          <Text role="status">{t('area.cupping.sheetIn')}</Text>
          <SessionTable seq={sheet.session_seq} canManage={false} />
        </>
      )}
    </div>
  );
}

/** My cupping sheets (behaviour §07-2): each cupper scores on their own phone or laptop and sees only their sheet. */
export function CuppingSheetScreen() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const seq = Number(query.get('session'));
  const chosen = Number.isSafeInteger(seq) && seq > 0 ? seq : null;
  const answer = useQuery({ ...sheetQuery(chosen ?? 0), enabled: chosen !== null }).data;
  const sheet = answer && answerOk(answer) && 'result' in answer ? (answer.result as CupperSheet) : null;
  return (
    <div className={styles.root}>
      <Text as="h1" size={500} weight="semibold">
        {t('pages.QCCuppingSheet')}
      </Text>
      {chosen === null ? (
        <MySessions open={(next) => setQuery({ session: String(next) })} />
      ) : sheet ? (
        <Sheet key={`${sheet.session_seq}-${sheet.submitted_at ?? ''}`} sheet={sheet} />
      ) : null}
    </div>
  );
}

export { CuppingSheetScreen as Screen };

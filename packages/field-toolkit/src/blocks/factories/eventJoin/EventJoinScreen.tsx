import { isRequired } from '@coffee/domain';
import { Button, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { getQuery, sendWrite, useQuery, writeCall } from '@coffee/api-client/query';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { alert, answerMessage, resolveDialogText, withLoading } from '@coffee/field-toolkit/dialogs';
import { FormField, flattenRecord, validateBeforeSave } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { useLocale } from '@coffee/field-toolkit/engine';
import { useNavigate, useParams } from '@coffee/field-toolkit/runtime';
import { EVENT_JOIN_FORMS, joinFailure } from './eventJoin';
import type { EventJoinKind } from './eventJoin';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface EventJoinScreenProps {
  kind: EventJoinKind;
  /** Where to go after a successful save; undefined: stay and show that it is done. */
  donePath?: string;
}

/**
 * The form an event's QR code opens (behaviour §03-2.1, §03-3.6): the host's name and the event's period read-only, the
 * person's (or cafe's) nick and description, and the confirmation box. The server decides whether the event is open
 * and whether this person has already joined; its refusal is shown in words.
 */
export function EventJoinScreen({ kind, donePath }: EventJoinScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = useLocale();
  const navigate = useNavigate();
  const uuid = useParams()['*']?.replace(/\/$/, '') ?? '';
  const join = EVENT_JOIN_FORMS[kind];
  const { entity } = join;
  const [done, setDone] = useState(false);
  const event = useQuery({
    ...getQuery<Record<string, unknown>>(
      `${entity.api?.detail ?? ''}${encodeURIComponent(uuid)}`,
      {},
      {
        org: join.sender,
      },
    ),
    enabled: uuid !== '',
    staleTime: 0,
  });

  const heading = <Subtitle2 as="h1">{t(`pages.${entity.name}`, { defaultValue: entity.name })}</Subtitle2>;
  const answer = event.data;
  if (uuid === '' || (answer && answer.status !== 'OK'))
    return (
      <>
        {heading}
        <MessageBar intent="warning">
          <MessageBarBody>
            {uuid === '' || !answer ? t('blocks.join.noEvent') : resolveDialogText(t, joinFailure(t, answer))}
          </MessageBarBody>
        </MessageBar>
      </>
    );
  if (!answer) return <Spinner label={t('messages.loading')} />;

  const record = 'result' in answer ? (answer.result ?? {}) : {};
  const closed = Number(record.event_status) !== 0;
  const save = async (values: FormValues) => {
    if (!(await validateBeforeSave(t, entity, values, { mode: 'write', locale }))) return;
    const body = Object.fromEntries(join.edited.map((name) => [name, values[name] ?? null]));
    const result = await withLoading(() =>
      sendWrite(writeCall(entity.api?.save ?? '', { org: join.sender }), { ...body, event_uuid: uuid, locale }),
    );
    if (result.status !== 'OK') {
      await alert({
        title: { key: 'messages.error' },
        message: 'field' in result && result.field ? answerMessage(t, result) : joinFailure(t, result),
      });
      return;
    }
    await alert({ title: { key: 'messages.save' }, message: { key: join.success } });
    if (donePath) navigate(donePath);
    else setDone(true);
  };

  return (
    <>
      {heading}
      {(closed || done) && (
        <MessageBar intent={done ? 'success' : 'warning'}>
          <MessageBarBody>{t(done ? join.success : 'blocks.join.closed')}</MessageBarBody>
        </MessageBar>
      )}
      <Form<FormValues> onSubmit={save} initialValues={flattenRecord(entity, record)}>
        {({ handleSubmit }) => (
          <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
            <div className={styles.fields}>
              {join.shown.map((name) => {
                const def = entity.fields.find((field) => field.name === name);
                return def ? <FormField key={name} def={def} mode="view" /> : null;
              })}
            </div>
            <div className={styles.fields}>
              {join.edited.map((name) => {
                const def = entity.fields.find((field) => field.name === name);
                const mode = closed || done ? 'view' : 'edit';
                return def ? (
                  <FormField
                    key={name}
                    def={def}
                    mode={mode}
                    required={mode === 'edit' && isRequired(def.required, locale)}
                  />
                ) : null;
              })}
            </div>
            {!closed && !done && (
              <div className={styles.actions}>
                <Button appearance="primary" type="submit">
                  {t(kind === 'cafeRegister' ? 'blocks.join.register' : 'blocks.join.signUp')}
                </Button>
              </div>
            )}
          </form>
        )}
      </Form>
    </>
  );
}

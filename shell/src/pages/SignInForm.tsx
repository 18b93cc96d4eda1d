import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isNetworkError, isOk, signIn } from '@coffee/api-client';
import { alert, withLoading } from '@coffee/field-toolkit/dialogs';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Seconds left of a wait the server asked for, counting down to 0 once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * The id/password form (behaviour §01-2.3, §01-4): trimmed non-blank check, loading dialog, denied dialog. A network
 * failure is shown in the form rather than ignored, so the visitor knows the server is unreachable; a refusal by
 * the sign-in limits (429) says how long to wait, counting down, never that the password was wrong (§04-7).
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [offline, setOffline] = useState(false);
  const [touched, setTouched] = useState(false);
  const [waitSeconds, setWaitSeconds] = useCountdown();
  const userIdMissing = touched && !userId.trim();
  const passwordMissing = touched && !password.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!userId.trim() || !password.trim()) return;
    setSubmitting(true);
    const response = await withLoading(() => signIn(userId, password));
    setSubmitting(false);
    if (response && isOk(response)) {
      onSignedIn();
      return;
    }
    setOffline(!!response && isNetworkError(response));
    if (response?.status === '429') {
      setWaitSeconds(response.retry_after ?? 60);
      return;
    }
    setWaitSeconds(0);
    if (response && !isNetworkError(response)) {
      await alert({ title: { key: 'messages.signin_denied' }, message: { key: 'messages.signin_denied_detail' } });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('shell.userId')}
        required
        validationMessage={userIdMissing ? t('shell.required', { field: t('shell.userId') }) : undefined}
      >
        <Input name="user_id" autoComplete="username" value={userId} onChange={(_e, data) => setUserId(data.value)} />
      </Field>
      <Field
        label={t('shell.password')}
        required
        validationMessage={passwordMissing ? t('shell.required', { field: t('shell.password') }) : undefined}
      >
        <Input
          name="user_pass"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_e, data) => setPassword(data.value)}
        />
      </Field>
      {waitSeconds > 0 && (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{t('messages.too_many_requests', { seconds: waitSeconds })}</MessageBarBody>
        </MessageBar>
      )}
      {offline && (
        <MessageBar intent="error">
          <MessageBarBody>{t('messages.error_text')}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" disabled={submitting}>
        {t('shell.submitSignIn')}
      </Button>
    </form>
  );
}

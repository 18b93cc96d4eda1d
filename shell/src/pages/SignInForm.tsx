import type { FormEvent } from 'react';
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isNetworkError, signIn } from '@coffee/api-client';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Phase = 'idle' | 'submitting' | 'denied' | 'offline';

/** The id/password form (spec 01 §2.3, §4): trimmed non-blank check, loading dialog, denied dialog. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [touched, setTouched] = useState(false);
  const userIdMissing = touched && !userId.trim();
  const passwordMissing = touched && !password.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!userId.trim() || !password.trim()) return;
    setPhase('submitting');
    const response = await signIn(userId, password);
    if (response && (response.status === 'OK' || response.status === '200')) {
      onSignedIn();
      return;
    }
    setPhase(response && isNetworkError(response) ? 'offline' : 'denied');
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
      {phase === 'offline' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('messages.error_text')}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" disabled={phase === 'submitting'}>
        {t('shell.submitSignIn')}
      </Button>

      <Dialog open={phase === 'submitting'} modalType="alert">
        <DialogSurface aria-label={t('messages.loading')}>
          <DialogBody>
            <DialogContent>
              <Spinner label={t('messages.loading')} />
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog open={phase === 'denied'} modalType="alert" onOpenChange={() => setPhase('idle')}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('messages.signin_denied')}</DialogTitle>
            <DialogContent>{t('messages.signin_denied_detail')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setPhase('idle')}>
                {t('widgets.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </form>
  );
}

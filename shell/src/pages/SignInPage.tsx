import { useState } from 'react';
import {
  Body1,
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@coffee/api-client';
import { CoffeeBeanIcon } from '../icons/CoffeeBeanIcon';
import { useRoute } from '../layout/navigation';
import { SignInForm } from './SignInForm';
import { signInWithProvider } from './providerSignIn';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
  },
  card: { width: '100%', maxWidth: '26rem', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  lead: { color: tokens.colorNeutralForeground2 },
});

export interface SignInPageProps {
  /** Client id of the third-party provider, or null when none is configured. */
  providerClientId: string | null;
  variant?: 'user' | 'admin';
}

/**
 * `/user/signin` (and the same card wherever a page needs sign-in): the provider button when one is configured,
 * otherwise a note and the id/password form. After success: on the sign-in route go home, elsewhere reload.
 */
export function SignInPage({ providerClientId, variant = 'user' }: SignInPageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { locale, segments } = useRoute();
  const status = useSessionStore((state) => state.status);
  const [providerFailed, setProviderFailed] = useState(false);
  const onSignInRoute = segments[0] === 'user' && segments[1] === 'signin';

  const afterSignIn = () => {
    if (onSignInRoute) window.location.assign(locale === 'en' ? '/en/' : '/');
    else window.location.reload();
  };

  const title = variant === 'admin' ? t('shell.adminSignInTitle') : t('shell.signInTitle');
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <CardHeader image={<CoffeeBeanIcon size={36} />} header={<Title2 as="h1">{title}</Title2>} />
        {status === 'signedIn' ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('messages.signin_already')}</MessageBarBody>
          </MessageBar>
        ) : (
          <>
            <Body1 className={styles.lead}>
              {variant === 'admin' ? t('shell.adminSignInLead') : t('shell.signInLead')}
            </Body1>
            {variant === 'user' && providerClientId && (
              <Button
                appearance="primary"
                onClick={() =>
                  void signInWithProvider(providerClientId).then((ok) => (ok ? afterSignIn() : setProviderFailed(true)))
                }
              >
                {t('shell.providerButton')}
              </Button>
            )}
            {variant === 'user' && (!providerClientId || providerFailed) && (
              <MessageBar intent={providerFailed ? 'error' : 'info'}>
                <MessageBarBody>
                  {providerFailed ? t('messages.signin_denied_detail') : t('shell.providerNotConfigured')}
                </MessageBarBody>
              </MessageBar>
            )}
            <SignInForm onSignedIn={afterSignIn} />
          </>
        )}
      </Card>
    </div>
  );
}

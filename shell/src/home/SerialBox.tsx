import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import { openBeanCode, typedShortCode } from '@coffee/field-toolkit/blocks/beanCode';
import { publicBeanUrl } from '@coffee/domain/navigation';
import { menuStore } from '@coffee/api-client';
import type { Locale } from '@coffee/domain';
import { localeHref } from '../layout/navigation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
});

/**
 * The coffee lover's box to type a bean's serial (behaviour §10-1): it opens the serial page with it filled in; a
 * bean's short code opens the page its QR code opens (behaviour §10-4.3).
 */
export function SerialBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [serial, setSerial] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (serial.trim() === '') return;
    if (typedShortCode(serial)) {
      const answer = await openBeanCode(serial);
      if ('message' in answer) return setProblem(t(`messages.${answer.message}`));
      return void navigate(publicBeanUrl(answer.page, answer.serial, { locale }));
    }
    const query = new URLSearchParams({ serial: serial.trim() });
    const lookup = menuStore.getState().menu?.serialLookup;
    if (lookup) navigate(`${localeHref(locale, ...lookup.split('/'))}?${query.toString()}`);
  };
  return (
    <Card aria-labelledby="home-tile-serial">
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <Subtitle2 as="h2" id="home-tile-serial" className={styles.title}>
          {t('home.serial.title')}
        </Subtitle2>
        <Field
          label={t('home.serial.label')}
          hint={problem ? undefined : t('home.serial.hint')}
          validationMessage={problem}
        >
          <Input
            value={serial}
            onChange={(_, data) => {
              setSerial(data.value);
              setProblem(undefined);
            }}
          />
        </Field>
        <Button appearance="primary" type="submit">
          {t('home.serial.open')}
        </Button>
      </form>
    </Card>
  );
}

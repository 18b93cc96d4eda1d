import { pagePath } from '@coffee/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from '@coffee/field-toolkit/runtime';
import { SERIAL_LOOKUPS } from '../../shared/serial';
import type { SerialType } from '../../shared/serial';
import { USER_PAGES } from '../../../model';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '40rem' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const TYPES = Object.keys(SERIAL_LOOKUPS) as SerialType[];

/**
 * How bean serials and QR codes work (behaviour §03-2.1 user/link/intro), with a serial field that opens the note on that
 * bean: the same place the public bean pages' "write a note" link lands.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [type, setType] = useState<SerialType>('RSTRDF');
  // The home page's serial box hands its serial over in the query (behaviour §10-1).
  const [query] = useSearchParams();
  const [serial, setSerial] = useState(() => query.get('serial') ?? '');
  const [touched, setTouched] = useState(false);
  const empty = serial.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    const note = new URLSearchParams({ type, serial: serial.trim() });
    navigate(`${pagePath(USER_PAGES.UserQCCoffeebean)}/write?${note.toString()}`);
  };
  return (
    <div className={styles.page}>
      <h1>{t('area.intro.title')}</h1>
      <Text as="p">{t('area.intro.qr')}</Text>
      <Text as="p">{t('area.intro.serial')}</Text>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('area.intro.type')}>
          <RadioGroup value={type} onChange={(_, data) => setType(data.value as SerialType)}>
            {TYPES.map((value) => (
              <Radio key={value} value={value} label={t(`area.intro.types.${value}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Field
          label={t('area.intro.serialLabel')}
          required
          validationMessage={touched && empty ? t('area.intro.serialRequired') : undefined}
        >
          <Input value={serial} onChange={(_, data) => setSerial(data.value)} />
        </Field>
        <Button appearance="primary" type="submit">
          {t('area.intro.write')}
        </Button>
      </form>
    </div>
  );
}

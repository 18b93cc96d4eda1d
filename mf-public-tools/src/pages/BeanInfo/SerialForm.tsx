import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons/svg/search';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@coffee/field-toolkit/runtime';
import type { BeanPageKind } from './beanPages';
import { beanPagePath } from './beanPages';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  serial: { flexGrow: 1, minWidth: '16rem' },
});

/** Opens a bean page by a typed serial; with several kinds the visitor picks which serial it is. */
export function SerialForm({ kinds }: { kinds: readonly [BeanPageKind, ...BeanPageKind[]] }) {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.bean' });
  const navigate = useNavigate();
  const [kind, setKind] = useState<BeanPageKind>(kinds[0]);
  const [serial, setSerial] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (serial.trim() === '') return setMissing(true);
    void navigate(beanPagePath(kind, serial));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {kinds.length > 1 && (
        <Field label={t('serialKind')}>
          <Select value={kind} onChange={(_, data) => setKind(data.value as BeanPageKind)}>
            {kinds.map((option) => (
              <option key={option} value={option}>
                {t(`kinds.${option}.title`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        className={styles.serial}
        label={t('serial')}
        validationMessage={missing ? t('serialRequired') : undefined}
      >
        <Input
          value={serial}
          placeholder={t('serialPlaceholder')}
          onChange={(_, data) => {
            setSerial(data.value);
            setMissing(false);
          }}
        />
      </Field>
      <Button type="submit" appearance="primary" icon={<Search20Regular />}>
        {t('open')}
      </Button>
    </form>
  );
}

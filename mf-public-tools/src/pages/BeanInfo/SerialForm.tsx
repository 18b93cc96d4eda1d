import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons/svg/search';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@coffee/field-toolkit/runtime';
import { openBeanCode, typedShortCode } from '@coffee/field-toolkit/blocks/beanCode';
import { publicBeanUrl } from '@coffee/domain';
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

/**
 * Opens a bean page by a typed serial; with several kinds the visitor picks which serial it is. A bean's short code
 * (printed beside its QR code) opens the page its QR code opens, whatever the kind (behaviour §10-4.3).
 */
export function SerialForm({ kinds }: { kinds: readonly [BeanPageKind, ...BeanPageKind[]] }) {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.bean' });
  const { t: tAll } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<BeanPageKind>(kinds[0]);
  const [serial, setSerial] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (serial.trim() === '') return setProblem(t('serialRequired'));
    if (!typedShortCode(serial)) return void navigate(beanPagePath(kind, serial));
    const answer = await openBeanCode(serial);
    if ('message' in answer) return setProblem(tAll(`messages.${answer.message}`));
    void navigate(publicBeanUrl(answer.page, answer.serial, {}));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
        validationMessage={problem}
        hint={problem ? undefined : t('serialHint')}
      >
        <Input
          value={serial}
          placeholder={t('serialPlaceholder')}
          onChange={(_, data) => {
            setSerial(data.value);
            setProblem(undefined);
          }}
        />
      </Field>
      <Button type="submit" appearance="primary" icon={<Search20Regular />}>
        {t('open')}
      </Button>
    </form>
  );
}

import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { QrIcon } from '../../shared/icons';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { LOOKUP_KINDS } from '../BeanInfo/beanPages';
import type { BeanPageKind } from '../BeanInfo/beanPages';
import { SerialForm } from '../BeanInfo/SerialForm';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const FORM_KINDS = LOOKUP_KINDS as readonly [BeanPageKind, ...BeanPageKind[]];

/** info/beannote/intro: what a bean's QR serial opens, who sees what, and a serial lookup. */
export function BeanIntroPage() {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.beanIntro' });
  const steps = t('how.steps', { returnObjects: true }) as string[];
  return (
    <ToolPage title={t('title')} description={t('summary')} icon={<QrIcon size={56} />}>
      <ToolSection title={t('lookup.title')}>
        <Body1 className={styles.muted}>{t('lookup.lead')}</Body1>
        <SerialForm kinds={FORM_KINDS} />
      </ToolSection>
      <div className={styles.grid}>
        <ToolSection title={t('how.title')}>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>
                <Body1>{step}</Body1>
              </li>
            ))}
          </ol>
        </ToolSection>
        <ToolSection title={t('kinds.title')}>
          <ul className={styles.steps}>
            {LOOKUP_KINDS.map((kind) => (
              <li key={kind}>
                <Body1>{t(`kinds.${kind}`)}</Body1>
              </li>
            ))}
          </ul>
        </ToolSection>
        <ToolSection title={t('signedIn.title')}>
          <ul className={styles.steps}>
            <li>
              <Body1>{t('signedIn.note')}</Body1>
            </li>
            <li>
              <Body1>{t('signedIn.cafe')}</Body1>
            </li>
          </ul>
        </ToolSection>
      </div>
    </ToolPage>
  );
}

import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

export function Footer() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <Caption1>{t('shell.footer', { year: new Date().getFullYear() })}</Caption1>
    </footer>
  );
}

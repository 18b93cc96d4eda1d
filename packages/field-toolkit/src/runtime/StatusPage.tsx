import type { ReactNode } from 'react';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    minHeight: '40vh',
  },
  icon: { fontSize: '56px', color: tokens.colorBrandForeground1, display: 'flex' },
  // A load error names a long chunk address: it breaks anywhere rather than widen a phone's page.
  text: { maxWidth: '36rem', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** Buttons or links offered to go on from here. */
  actions?: ReactNode;
  role?: 'status' | 'alert';
}

/** A full-content message page: under construction, no page, no permission, area load errors. */
export function StatusPage({ icon, title, text, actions, role = 'status' }: StatusPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} role={role} aria-live="polite">
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <Title2 as="h1">{title}</Title2>
      {text && <Body1 className={styles.text}>{text}</Body1>}
      {actions}
    </section>
  );
}

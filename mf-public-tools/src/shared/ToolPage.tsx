import { useId } from 'react';
import type { ReactNode } from 'react';
import { Body1, Title1, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    maxWidth: '80rem',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 767.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  description: { color: tokens.colorNeutralForeground2, maxWidth: '60rem' },
});

export interface ToolPageProps {
  title: string;
  description: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** The frame of a tool page: one h1 with its picture and description, then the tool. */
export function ToolPage({ title, description, icon, children }: ToolPageProps) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.root}>
      <header className={styles.header}>
        {icon}
        <div className={styles.heading}>
          <Title1 as="h1" id={titleId}>
            {title}
          </Title1>
          <Body1 className={styles.description}>{description}</Body1>
        </div>
      </header>
      {children}
    </article>
  );
}

const useSectionStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    '@media (max-width: 767.98px)': { padding: tokens.spacingHorizontalM },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1 },
});

export interface ToolSectionProps {
  title: string;
  /** Buttons shown beside the section title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of a tool page (h2). */
export function ToolSection({ title, actions, className, children }: ToolSectionProps) {
  const styles = useSectionStyles();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={mergeClasses(styles.root, className)}>
      <div className={styles.header}>
        <Title3 as="h2" id={titleId} className={styles.title}>
          {title}
        </Title3>
        {actions}
      </div>
      {children}
    </section>
  );
}

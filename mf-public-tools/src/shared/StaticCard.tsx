import type { ReactNode } from 'react';
import { makeResetStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/**
 * A card that only shows content, drawn like Fluent's medium, vertical `Card` (same tokens, padding, gaps and
 * `role="group"`). The public pages' cards are never clicked, selected or focused as a whole, so they need none of
 * Fluent's card package (9 KB gzip, shared whole), which the guest intro would otherwise download.
 */
const GAP = '12px';

const useCardBase = makeResetStyles({
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  boxSizing: 'border-box',
  overflow: 'hidden',
  padding: GAP,
  gap: GAP,
  borderRadius: tokens.borderRadiusMedium,
  boxShadow: tokens.shadow4,
  color: tokens.colorNeutralForeground1,
  // Fluent draws the card's (here transparent) border over its content.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const useStyles = makeStyles({
  filled: { backgroundColor: tokens.colorNeutralBackground1 },
  filledAlternative: { backgroundColor: tokens.colorNeutralBackground2 },
  header: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  headerWithDescription: { display: 'grid', gridAutoColumns: 'min-content 1fr', alignItems: 'center', flexShrink: 0 },
  image: { display: 'inline-flex', marginRight: GAP, gridColumnStart: '1', gridRowStart: 'span 2' },
  title: { display: 'flex', flexGrow: 1, gridColumnStart: '2', gridRowStart: '1' },
  description: { display: 'flex', gridColumnStart: '2', gridRowStart: '2' },
  footer: { display: 'flex', flexDirection: 'row', gap: GAP, flexShrink: 0 },
});

export function StaticCard({
  appearance = 'filled',
  className,
  children,
}: {
  appearance?: 'filled' | 'filled-alternative';
  className?: string;
  children: ReactNode;
}) {
  const base = useCardBase();
  const styles = useStyles();
  const background = appearance === 'filled' ? styles.filled : styles.filledAlternative;
  return (
    <div role="group" className={mergeClasses(base, background, className)}>
      {children}
    </div>
  );
}

/** The card's picture, title and, optionally, a description under the title. */
export function StaticCardHeader({
  image,
  header,
  description,
}: {
  image: ReactNode;
  header: ReactNode;
  description?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={description ? styles.headerWithDescription : styles.header}>
      <div className={styles.image}>{image}</div>
      <div className={styles.title}>{header}</div>
      {description ? <div className={styles.description}>{description}</div> : null}
    </div>
  );
}

export function StaticCardFooter({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.footer}>{children}</div>;
}

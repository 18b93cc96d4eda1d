import type { ComponentProps, ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens, useArrowNavigationGroup } from '@fluentui/react-components';

// The shell's toolbar drawn as Fluent's Toolbar, ToolbarButton and ToolbarDivider draw it, from the Fluent core the
// suite shares (button, tabster): Fluent's toolbar and divider packages would add ~7 KB gzip to every first visit.

/** Each half of the separator's line, above and below its middle. */
const separatorLine = {
  content: '""',
  display: 'flex',
  flexGrow: 1,
  boxSizing: 'border-box',
  minHeight: '8px',
  borderRightStyle: 'solid',
  borderRightWidth: tokens.strokeWidthThin,
  borderRightColor: tokens.colorNeutralStroke2,
} as const;

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', padding: '0px 4px' },
  separator: {
    display: 'inline-flex',
    flexDirection: 'column',
    flexGrow: 1,
    alignItems: 'center',
    boxSizing: 'border-box',
    position: 'relative',
    maxWidth: '1px',
    minHeight: '20px',
    padding: '0 12px',
    '::before': separatorLine,
    '::after': separatorLine,
  },
});

/** A toolbar: arrow keys move between its controls (circular, both axes), Tab leaves it. */
export function ToolbarFrame({ className, children, ...props }: ComponentProps<'div'> & { children: ReactNode }) {
  const styles = useStyles();
  const arrowNavigation = useArrowNavigationGroup({ circular: true, axis: 'both' });
  return (
    <div role="toolbar" {...arrowNavigation} {...props} className={mergeClasses(styles.toolbar, className)}>
      {children}
    </div>
  );
}

/** A button of the toolbar: a subtle Fluent button. */
export function ToolbarButton(props: ComponentProps<typeof Button>) {
  return <Button appearance="subtle" {...props} />;
}

/** A vertical line between groups of the toolbar. */
export function ToolbarDivider() {
  const styles = useStyles();
  return <div role="separator" aria-orientation="vertical" className={styles.separator} />;
}

import { lazy, Suspense, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlavorChecklistProps } from './FlavorChecklist';

const useStyles = makeStyles({
  root: { maxWidth: '40rem' },
  summary: { cursor: 'pointer', paddingBlock: tokens.spacingVerticalXS, color: tokens.colorBrandForegroundLink },
});

// Fetched when the list is opened: most visitors click the arcs, and a closed list needs no checkboxes.
const FlavorChecklist = lazy(() => import('./FlavorChecklist').then((m) => ({ default: m.FlavorChecklist })));

export type FlavorListProps = FlavorChecklistProps;

/** A closed list under the wheel that, opened, offers its flavors as checkboxes (see FlavorChecklist). */
export function FlavorList(props: FlavorListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.root} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{t('charts.flavorWheel.list')}</summary>
      {open && (
        <Suspense fallback={null}>
          <FlavorChecklist {...props} />
        </Suspense>
      )}
    </details>
  );
}

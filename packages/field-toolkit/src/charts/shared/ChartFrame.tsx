import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    position: 'relative',
    maxWidth: '100%',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  busy: { position: 'absolute', insetBlockStart: tokens.spacingVerticalXXL, insetInlineEnd: 0 },
});

export interface ChartFrameProps {
  /** Accessible name of the chart region. */
  label: string;
  busy?: boolean;
  /** Shown when given: the PNG download action. */
  onDownload?: () => void;
  /** Extra controls before the download button. */
  controls?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled region with the chart, its controls and the download button. */
export function ChartFrame({ label, busy = false, onDownload, controls, className, children }: ChartFrameProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section aria-label={label} aria-busy={busy} className={className ? `${styles.root} ${className}` : styles.root}>
      {(controls || onDownload) && (
        <div className={styles.toolbar}>
          {controls}
          <span className={styles.spacer} />
          {onDownload && (
            <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={onDownload}>
              {t('charts.download')}
            </Button>
          )}
        </div>
      )}
      {children}
      {busy && <Spinner className={styles.busy} size="tiny" label={t('charts.loading')} />}
    </section>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(44rem, 100vw)', width: '100%' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
});

export interface ActionDialogProps {
  /** The button that opens it, and the dialog's title. */
  label: string;
  title: string;
  submitLabel: string;
  /** Sends the action; answers the failure to show, or null when done. */
  onSubmit: () => Promise<string | null>;
  children: ReactNode;
  appearance?: 'primary' | 'secondary';
}

/** A button opening a small form in a dialog: the order's actions that take more than a click (behaviour §05-2). */
export function ActionDialog({
  label,
  title,
  submitLabel,
  onSubmit,
  children,
  appearance = 'secondary',
}: ActionDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failed = await onSubmit();
    setBusy(false);
    setFailure(failed);
    if (!failed) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <Button appearance={appearance} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {children}
              {failure && (
                <MessageBar intent="error" role="alert">
                  {failure}
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {submitLabel}
              </Button>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('blocks.trade.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

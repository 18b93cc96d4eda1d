import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useDialogStore } from './dialogStore';
import type { DialogEntry, DialogText } from './dialogStore';

export function resolveDialogText(t: TFunction, text: DialogText | undefined): string {
  if (text === undefined) return '';
  return typeof text === 'string' ? text : t(text.key, text.values ?? {});
}

function dismiss(entry: DialogEntry): void {
  if (entry.kind === 'confirm') entry.resolve(false);
  else entry.resolve();
}

/**
 * The key of the dialog to show, switched one task after the wanted one changes: the closing dialog hands focus
 * back before the next one traps it (otherwise the focus manager can hide the new dialog from assistive tech).
 */
function useOneDialogAtATime(wanted: number | 'loading' | null): number | 'loading' | null {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setShown(wanted), 0);
    return () => clearTimeout(timer);
  }, [wanted]);
  return shown === wanted ? shown : null;
}

/** Renders the queued dialogs of the shared store; the shell mounts the one host of the page. */
export function DialogHost() {
  const { t } = useTranslation();
  const current = useDialogStore((state) => state.queue[0]);
  const loading = useDialogStore((state) => state.loading > 0);
  const loadingMessage = useDialogStore((state) => state.loadingMessage);
  const shown = useOneDialogAtATime(current ? current.id : loading ? 'loading' : null);
  const text = (value: DialogText | undefined) => resolveDialogText(t, value);

  if (current && shown === current.id) {
    return (
      <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && dismiss(current)}>
        <DialogSurface aria-describedby={`dialog-message-${current.id}`}>
          <DialogBody>
            <DialogTitle>{text(current.title)}</DialogTitle>
            <DialogContent id={`dialog-message-${current.id}`}>{text(current.message)}</DialogContent>
            <DialogActions>
              {current.kind === 'confirm' ? (
                <>
                  <Button appearance="secondary" onClick={() => current.resolve(false)}>
                    {current.cancelLabel ? text(current.cancelLabel) : t('widgets.cancel')}
                  </Button>
                  <Button appearance="primary" onClick={() => current.resolve(true)}>
                    {current.okLabel ? text(current.okLabel) : t('widgets.ok')}
                  </Button>
                </>
              ) : (
                <Button appearance="primary" onClick={() => current.resolve()}>
                  {t('widgets.ok')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  if (loading && shown === 'loading') {
    return (
      <Dialog open modalType="alert">
        <DialogSurface aria-label={t('widgets.loading')}>
          <DialogBody>
            <DialogContent>
              <Spinner label={loadingMessage ? text(loadingMessage) : t('widgets.loading')} />
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  return null;
}

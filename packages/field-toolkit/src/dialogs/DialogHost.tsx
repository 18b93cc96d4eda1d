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

/** Renders the queued dialogs of the shared store; mount once per React root (each remote's app). */
export function DialogHost() {
  const { t } = useTranslation();
  const current = useDialogStore((state) => state.queue[0]);
  const loading = useDialogStore((state) => state.loading > 0);
  const loadingMessage = useDialogStore((state) => state.loadingMessage);
  const text = (value: DialogText | undefined) => resolveDialogText(t, value);

  if (current) {
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
  if (loading) {
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

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
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveDialogText } from './DialogHost';
import type { DialogEntry, DialogText } from './dialogStore';

function dismiss(entry: DialogEntry): void {
  if (entry.kind === 'confirm') entry.resolve(false);
  else entry.resolve();
}

/** The dialog on screen: the first queued one, or the loading indicator. */
export default function DialogView({
  current,
  loadingMessage,
}: {
  current?: DialogEntry;
  loadingMessage?: DialogText | undefined;
}) {
  const { t } = useTranslation();
  const text = (value: DialogText | undefined) => resolveDialogText(t, value);
  useEffect(() => {
    if (current?.kind !== 'alert' || current.closeAfterMs === undefined) return undefined;
    const timer = setTimeout(() => current.resolve(), current.closeAfterMs);
    return () => clearTimeout(timer);
  }, [current]);
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

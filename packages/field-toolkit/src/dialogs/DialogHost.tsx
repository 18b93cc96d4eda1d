import { Suspense, lazy, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useDialogStore } from './dialogStore';
import type { DialogText } from './dialogStore';

// Fluent's dialog is fetched when the first dialog opens: most pages never show one.
const DialogView = lazy(() => import('./DialogView'));

export function resolveDialogText(t: TFunction, text: DialogText | undefined): string {
  if (text === undefined) return '';
  return typeof text === 'string' ? text : t(text.key, text.values ?? {});
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
  const current = useDialogStore((state) => state.queue[0]);
  const loading = useDialogStore((state) => state.loading > 0);
  const loadingMessage = useDialogStore((state) => state.loadingMessage);
  const shown = useOneDialogAtATime(current ? current.id : loading ? 'loading' : null);

  const view =
    current && shown === current.id ? { current } : loading && shown === 'loading' ? { loadingMessage } : undefined;
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...view} />
    </Suspense>
  );
}

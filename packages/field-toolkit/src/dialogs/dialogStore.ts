import { create } from 'zustand';

/** A literal string is shown as is; `{ key }` is translated by the host (e.g. `messages.save_detail`). */
export type DialogText = string | { key: string; values?: Record<string, unknown> };

interface DialogBase {
  id: number;
  title: DialogText;
  message: DialogText;
}

export type DialogEntry =
  | (DialogBase & { kind: 'confirm'; okLabel?: DialogText; cancelLabel?: DialogText; resolve: (ok: boolean) => void })
  | (DialogBase & { kind: 'alert' | 'validation'; resolve: () => void; closeAfterMs?: number });

interface DialogState {
  /** Dialogs waiting for an answer, oldest first; the host shows the first. */
  queue: DialogEntry[];
  /** Nested loading requests; the loading dialog shows while above zero. */
  loading: number;
  loadingMessage: DialogText | undefined;
}

type DialogStore = ReturnType<typeof createDialogStore>;
const createDialogStore = () => create<DialogState>(() => ({ queue: [], loading: 0, loadingMessage: undefined }));

/** The page's dialog queue: this folder is one shared module, so the shell's host shows every area's dialogs. */
export const useDialogStore: DialogStore = createDialogStore();

let nextId = 1;

function enqueue<R>(build: (id: number, resolve: (result: R) => void) => DialogEntry): Promise<R> {
  return new Promise<R>((resolve) => {
    const id = nextId++;
    const settle = (result: R) => {
      useDialogStore.setState((state) => ({ queue: state.queue.filter((entry) => entry.id !== id) }));
      resolve(result);
    };
    useDialogStore.setState((state) => ({ queue: [...state.queue, build(id, settle)] }));
  });
}

export interface ConfirmOptions {
  title: DialogText;
  message: DialogText;
  okLabel?: DialogText;
  cancelLabel?: DialogText;
}

/** Resolves true on OK, false on cancel or dismissal. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return enqueue<boolean>((id, resolve) => ({ id, kind: 'confirm', ...options, resolve }));
}

export function alert(options: { title: DialogText; message: DialogText }): Promise<void> {
  return enqueue<void>((id, resolve) => ({ id, kind: 'alert', ...options, resolve }));
}

/** How long a notice (a save's success) stays before it closes by itself (behaviour §10-3.5). */
export const NOTICE_MS = 4000;

/**
 * An alert that closes by itself after `NOTICE_MS` (or on OK): announced like any alert dialog, focus returns as
 * from any dialog; a save costs no extra click.
 */
export function notice(options: { title: DialogText; message: DialogText }): Promise<void> {
  return enqueue<void>((id, resolve) => ({ id, kind: 'alert', ...options, resolve, closeAfterMs: NOTICE_MS }));
}

/** The validation_error dialog (behaviour §01-5); resolves when closed so the caller can focus the field. */
export function showValidationError(message: DialogText): Promise<void> {
  return enqueue<void>((id, resolve) => ({
    id,
    kind: 'validation',
    title: { key: 'messages.validation_error' },
    message,
    resolve,
  }));
}

export function showLoading(message?: DialogText): void {
  useDialogStore.setState((state) => ({ loading: state.loading + 1, loadingMessage: message ?? state.loadingMessage }));
}

export function hideLoading(): void {
  useDialogStore.setState((state) => {
    const loading = Math.max(0, state.loading - 1);
    return { loading, loadingMessage: loading === 0 ? undefined : state.loadingMessage };
  });
}

/** Shows the loading dialog while `work` runs. */
export async function withLoading<T>(work: () => Promise<T>, message?: DialogText): Promise<T> {
  showLoading(message);
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

/** Closes every dialog (e.g. when a remote unmounts): confirms answer false. */
export function dismissAllDialogs(): void {
  for (const entry of useDialogStore.getState().queue) {
    if (entry.kind === 'confirm') entry.resolve(false);
    else entry.resolve();
  }
  useDialogStore.setState({ loading: 0, loadingMessage: undefined });
}

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * A tap on a page's prerendered copy (behaviour §11-2.1): the shell answers it on the copy at once and keeps it here
 * for the live page, which acts on it as soon as it can. `code` is the tapped element's `data-code`.
 */
const copyTapStore = createStore<{ code: string | null }>()(() => ({ code: null }));

/** Keeps a tap on the copy for the live page; a later tap replaces it. */
export const noteCopyTap = (code: string): void => copyTapStore.setState({ code });

/** The live page has acted on the tap. */
export const clearCopyTap = (): void => copyTapStore.setState({ code: null });

/** The tap on the copy not yet acted on, if any. */
export const useCopyTap = (): string | null => useStore(copyTapStore, (state) => state.code);

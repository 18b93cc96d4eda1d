import { createContext, useCallback, useContext, useState } from 'react';

const storageKey = (pageKey: string) => `coffee.sections.${pageKey}`;

function storedChoices(pageKey: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(pageKey)) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a titled section is open: the visitor's last click on it, remembered per page in this browser, or else
 * `byDefault` (behaviour §10-2.2).
 */
export function useSectionOpen(pageKey: string, title: string | undefined, byDefault: boolean) {
  const [choice, setChoice] = useState<boolean | undefined>(() =>
    title === undefined ? undefined : storedChoices(pageKey)[title],
  );
  const open = title === undefined ? true : (choice ?? byDefault);
  const toggle = useCallback(() => {
    if (title === undefined) return;
    const next = !open;
    setChoice(next);
    try {
      localStorage.setItem(storageKey(pageKey), JSON.stringify({ ...storedChoices(pageKey), [title]: next }));
    } catch {
      // Storage full or blocked: the choice lasts for this visit.
    }
  }, [open, pageKey, title]);
  return [open, toggle] as const;
}

/** "Show empty fields" of a record in view mode (behaviour §10-2.1): off, a record shows only what it holds. */
export const ShowEmptyFieldsContext = createContext(false);
export const useShowEmptyFields = () => useContext(ShowEmptyFieldsContext);

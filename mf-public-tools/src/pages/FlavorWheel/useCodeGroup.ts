import { useCallback, useEffect, useState } from 'react';
import { loadCodeGroups } from '@coffee/api-client';
import type { CodeEntry } from '@coffee/api-client';

export interface CodeGroupState {
  /** The group's entries in the locale; empty until they arrive. */
  codes: CodeEntry[];
  /** An answer came and held no entries: the code cache answers a failed call with what it holds. */
  failed: boolean;
  /** A load (the first or a retry) is under way. */
  loading: boolean;
  retry: () => void;
}

interface Answer {
  locale: string;
  attempt: number;
  codes: CodeEntry[];
}

/**
 * One code group through the code cache (memory, the browser database, the network), without TanStack Query:
 * the cache already keeps the lists for the hour, and a guest's page then downloads no query library.
 */
export function useCodeGroup(group: string, locale: string): CodeGroupState {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let current = true;
    void loadCodeGroups([group], locale)
      .catch(() => ({}) as Record<string, CodeEntry[]>)
      .then((lists) => {
        if (current) setAnswer({ locale, attempt, codes: lists[group] ?? [] });
      });
    return () => {
      current = false;
    };
  }, [group, locale, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const answered = answer?.locale === locale ? answer : null;
  return {
    codes: answered?.codes ?? [],
    failed: answered !== null && answered.codes.length === 0,
    loading: answered?.attempt !== attempt,
    retry,
  };
}

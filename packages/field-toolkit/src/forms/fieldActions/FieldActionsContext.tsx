import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useStopwatch, useStopwatchClock } from '@coffee/field-toolkit/runtime';
import { highlightedMark } from '@coffee/field-toolkit/forms/fieldActions/actions';
import type { FieldActionSpec, FieldActions } from './types';

const ActionsContext = createContext<FieldActions | undefined>(undefined);
/** Timer name → the threshold (ms) highlighted now. */
const MarksContext = createContext<Readonly<Record<string, number | null>>>({});

/**
 * Gives a form's fields their actions and, while one of their timers runs, the threshold to highlight. One clock
 * for the form (the stopwatch's), only while a timer it watches runs.
 */
export function FieldActionsProvider({
  actions,
  children,
}: {
  actions: FieldActions | undefined;
  children: ReactNode;
}) {
  const names = useMemo(
    () => [...new Set(Object.values(actions ?? {}).flatMap((spec) => (spec.timer ? [spec.timer] : [])))],
    [actions],
  );
  const timers = useStopwatch((state) => state.timers);
  const running = names.some((name) => timers[name]?.startedAt != null);
  const now = useStopwatchClock(running);
  const marks = Object.fromEntries(names.map((name) => [name, highlightedMark(timers[name], now)]));
  const key = JSON.stringify(marks);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the content is the dependency
  const stable = useMemo(() => marks, [key]);
  return (
    <ActionsContext.Provider value={actions}>
      <MarksContext.Provider value={stable}>{children}</MarksContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useFieldActionSpec(field: string): FieldActionSpec | undefined {
  return useContext(ActionsContext)?.[field];
}

export function useHighlightedMark(timer: string | undefined): number | null {
  const marks = useContext(MarksContext);
  return timer ? (marks[timer] ?? null) : null;
}

import { useCallback, useSyncExternalStore } from 'react';
import type { KeptSave } from './db';

/**
 * Where a kept save stands, as the barista is told (behaviour §06-2): waiting for the connection (only while the
 * device is offline), waiting its turn, on its way, refused; or, online, sent again by itself in `seconds` after a
 * send the server did not answer (`noAnswer`) or could not take now (`busy`).
 */
export type KeptSaveStanding =
  { state: 'waiting' | 'pending' | 'sending' | 'refused' } | { state: 'noAnswer' | 'busy'; seconds: number };

export function keptSaveStanding(save: KeptSave, online: boolean, now: number): KeptSaveStanding {
  if (save.state !== 'waiting') return { state: save.state };
  if (!online) return { state: 'waiting' };
  const { failure, retry_at: retryAt } = save;
  if (!failure || retryAt === undefined || retryAt <= now) return { state: 'pending' };
  const seconds = Math.ceil((retryAt - now) / 1000);
  return { state: failure.cause === 'busy' ? 'busy' : 'noAnswer', seconds };
}

/** The time now to the second: a snapshot that stays the same within a second. */
const thisSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** The time now, redrawn each second while some kept save counts down to its next send. */
export function useRetryClock(saves: readonly KeptSave[]): number {
  const counting = saves.some((save) => save.state === 'waiting' && save.retry_at !== undefined);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!counting) return () => undefined;
      const tick = setInterval(changed, 250);
      return () => clearInterval(tick);
    },
    [counting],
  );
  return useSyncExternalStore(subscribe, thisSecond, thisSecond);
}

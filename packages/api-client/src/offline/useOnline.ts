import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  globalThis.addEventListener('online', changed);
  globalThis.addEventListener('offline', changed);
  return () => {
    globalThis.removeEventListener('online', changed);
    globalThis.removeEventListener('offline', changed);
  };
};

/** Whether the browser has a connection, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.navigator.onLine,
    () => true,
  );
}

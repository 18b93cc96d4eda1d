import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './constants';

function subscribe(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(MOBILE_MEDIA_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isMobileNow = (): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false);

/** Whether the viewport is mobile-sized; `override` wins when given. */
export function useIsMobile(override?: boolean): boolean {
  const mobile = useSyncExternalStore(subscribe, isMobileNow, () => false);
  return override ?? mobile;
}

import { useMemo } from 'react';
import { useSessionStore } from '@coffee/api-client';
import type { PageAccess, Visitor } from '@coffee/domain';
import { accessOf, visitorOf } from './visitor';

export function useVisitor(): Visitor {
  const user = useSessionStore((state) => state.user);
  const rights = useSessionStore((state) => state.rights);
  const selected = useSessionStore((state) => state.selected);
  return useMemo(
    () => visitorOf({ user, rights, selected, status: 'signedIn', rightsStatus: {} }),
    [user, rights, selected],
  );
}

export function usePageAccess(segments: readonly string[]): PageAccess {
  const state = useSessionStore((current) => current);
  const key = segments.join('/');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the joined key stands for the segments
  return useMemo(() => accessOf(segments, state), [key, state]);
}

import { useMemo } from 'react';
import { useMenuStore, useSessionStore } from '@coffee/api-client';
import { HOME_ROLES } from '@coffee/domain/navigation';
import type { HomeRole } from '@coffee/domain';
import { accessOf } from '../access/visitor';

/**
 * The home pages this visitor may open (behaviour §10-1), in landing order: a role's page opens with its gate page's
 * list right, for the organisation selected. `undefined` while the session or its rights are still loading.
 */
export function useHomeRoles(): readonly HomeRole[] | undefined {
  const state = useSessionStore((current) => current);
  const menu = useMenuStore((current) => current.menu);
  return useMemo(() => {
    const gate = (role: HomeRole) => menu?.homeGates[role].split('/') ?? [];
    const decisions = HOME_ROLES.map((role) => [role, accessOf(gate(role), state, menu).kind] as const);
    if (decisions.some(([, kind]) => kind === 'loading')) return undefined;
    return decisions.filter(([, kind]) => kind === 'allowed').map(([role]) => role);
  }, [state, menu]);
}

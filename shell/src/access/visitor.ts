import type { Membership, OrgType, PageAccess, SuiteMenu, Visitor } from '@coffee/domain';
import { decidePageAccess, resolvePage } from '@coffee/domain/navigation';
import { ORG_TYPES } from '@coffee/domain/session';
import type { SessionState } from '@coffee/api-client';

export function visitorOf(state: SessionState): Visitor {
  const selected: Partial<Record<OrgType, Membership | undefined>> = {};
  for (const type of ORG_TYPES) {
    selected[type] = state.rights[type]?.memberships.find((m) => m.auth_seq === state.selected[type]);
  }
  return { user: state.user, selected };
}

/**
 * The access decision for a route under the current session state and the suite's menu (behaviour §01-2.4): loading
 * while either is not known yet.
 */
export function accessOf(segments: readonly string[], state: SessionState, menu: SuiteMenu | null): PageAccess {
  if (!menu) return { kind: 'loading' };
  const org = resolvePage(segments, menu.tree)?.org;
  const rightsPending =
    state.status === 'signedIn' &&
    !!org &&
    ['idle', 'loading', undefined].includes(state.rightsStatus[org]) &&
    !state.rights[org];
  const memberships = Object.fromEntries(ORG_TYPES.map((type) => [type, state.rights[type]?.memberships ?? []]));
  return decidePageAccess(
    segments,
    visitorOf(state),
    { loading: state.status === 'loading' || rightsPending, memberships },
    menu.tree,
  );
}

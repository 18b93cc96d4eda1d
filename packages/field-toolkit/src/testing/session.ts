import { sessionStore } from '@coffee/api-client';
import type { OrgType, SignedInUserType } from '@coffee/domain';

/**
 * Signs a test's visitor in as the owner of one organisation of `org` (membership 1, selected), as the shell's
 * session holds it once the rights are in.
 */
export function signInAsOwner(
  org: OrgType,
  { userId = 'owner', usertype = ['USER'] }: { userId?: string; usertype?: SignedInUserType[] } = {},
): void {
  sessionStore.setState({
    status: 'signedIn',
    user: { user_id: userId, name: 'Owner', usertype },
    rights: {
      [org]: { userId, fetchedAt: Date.now(), memberships: [{ auth_seq: 1, user_auth: 'OWN', name: 'Owned' }] },
    },
    selected: { [org]: 1 },
  });
}

import { createLimit } from '@coffee/domain';
import type { Membership, OrgType, UserType } from '@coffee/domain';

export interface CreateAllowance {
  /** How many of this organisation type the user may own (behaviour §01-6: cafes 3, or 5 for privileged types; roasteries 1). */
  limit: number;
  owned: number;
  remaining: number;
  allowed: boolean;
}

/** Whether a user may create another organisation of a type, from the memberships they own (role OWN). */
export function createAllowance(
  org: OrgType,
  userTypes: readonly UserType[],
  memberships: readonly Membership[],
): CreateAllowance {
  const signedIn = userTypes.length > 0 && !userTypes.includes('GUEST');
  const limit = signedIn ? createLimit(org, userTypes) : 0;
  const owned = memberships.filter((membership) => membership.user_auth === 'OWN').length;
  const remaining = Math.max(0, limit - owned);
  return { limit, owned, remaining, allowed: remaining > 0 };
}

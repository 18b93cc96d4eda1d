import { getEntity } from '@coffee/domain';
import type { EntityDef, OrgType } from '@coffee/domain';

/** Who owns the page's records: an organisation, or (equipment) the user. */
export type PageOwner = OrgType | 'user';

/** The page key of an owner's page: `Roaster` / `Cafe` / `User` + suffix (RoasterEvent, CafeUserInfo ...). */
export const ownerPageKey = (owner: PageOwner, suffix: string): string =>
  `${owner.charAt(0).toUpperCase()}${owner.slice(1)}${suffix}`;

/** The domain entity of an owner's page. */
export function ownerEntity(owner: PageOwner, suffix: string): EntityDef {
  const key = ownerPageKey(owner, suffix);
  const entity = getEntity(key);
  if (!entity) throw new Error(`No entity '${key}' in @coffee/domain`);
  return entity;
}

/** An organisation page's path in the remote's router (basename = locale prefix), e.g. `/roaster/etc/event`. */
export const orgPath = (org: OrgType, route: string): string => `/${org}/${route}`;

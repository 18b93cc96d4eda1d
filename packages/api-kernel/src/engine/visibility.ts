import type { Row } from '../db/database';
import type { Access } from '../http/context';
import { fieldOf } from './fields';
import { LABEL_SUFFIX } from './labels';
import type { Resource } from './resource';

/** Audit variants naming who registered or edited: answered to SADMIN only (behaviour §01-3.2, §01-6). */
const AUDIT_WHO: readonly string[] = ['rgst_user', 'rgst_by', 'edit_user', 'edit_by'];

/** The field a column or expression answers for (a label answers for its field). */
const subjectOf = (name: string) => (name.endsWith(LABEL_SUFFIX) ? name.slice(0, -LABEL_SUFFIX.length) : name);

/** Who reads: the user's types and, on an organisation's page, the member's role there. */
export interface Viewer {
  types: readonly string[];
  role?: string;
}

export const viewerOf = (access: Access): Viewer => ({
  types: access.user?.user_type ?? [],
  role: access.org?.membership.user_auth ?? undefined,
});

/**
 * Whether this visitor may see a field: audit who-fields are SADMIN's, some fields only their user types' and some
 * only their organisation roles' (costs, behaviour §05-14).
 */
export const mayDisclose = (resource: Resource, viewer: Viewer, answered: string): boolean => {
  if (viewer.types.includes('SADMIN')) return true;
  const name = subjectOf(answered);
  if (AUDIT_WHO.includes(name)) return false;
  const field = fieldOf(resource, name);
  if (field?.visibleToRoles && !field.visibleToRoles.some((role) => role === viewer.role)) return false;
  return !field?.visibleTo || field.visibleTo.some((type) => viewer.types.includes(type));
};

/** Drops what this visitor may not see: audit who-fields and fields restricted to other user types or roles. */
export function visibleTo(resource: Resource, access: Access, row: Row): Row {
  const viewer = viewerOf(access);
  if (viewer.types.includes('SADMIN')) return row;
  const visible = { ...row };
  for (const name of Object.keys(visible)) if (!mayDisclose(resource, viewer, name)) delete visible[name];
  return visible;
}

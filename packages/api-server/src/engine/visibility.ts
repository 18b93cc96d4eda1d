import type { Row } from '../db/database';
import type { Access } from '../http/context';
import { fieldOf } from './fields';
import { LABEL_SUFFIX } from './labels';
import type { Resource } from './resource';

/** Audit variants naming who registered or edited: answered to SADMIN only (behaviour §01-3.2, §01-6). */
const AUDIT_WHO: readonly string[] = ['rgst_user', 'rgst_by', 'edit_user', 'edit_by'];

/** The field a column or expression answers for (a label answers for its field). */
const subjectOf = (name: string) => (name.endsWith(LABEL_SUFFIX) ? name.slice(0, -LABEL_SUFFIX.length) : name);

/** Whether this visitor may see a field: audit who-fields are SADMIN's, some fields only their user types'. */
export const mayDisclose = (resource: Resource, types: readonly string[], answered: string): boolean => {
  if (types.includes('SADMIN')) return true;
  const name = subjectOf(answered);
  if (AUDIT_WHO.includes(name)) return false;
  const field = fieldOf(resource, name);
  return !field?.visibleTo || field.visibleTo.some((type) => types.includes(type));
};

/** Drops what this visitor may not see: audit who-fields and fields restricted to other user types. */
export function visibleTo(resource: Resource, access: Access, row: Row): Row {
  const types: readonly string[] = access.user?.user_type ?? [];
  if (types.includes('SADMIN')) return row;
  const visible = { ...row };
  for (const name of Object.keys(visible)) if (!mayDisclose(resource, types, name)) delete visible[name];
  return visible;
}

import type { EntityDef, OrgType } from '@coffee/domain';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { namesOf, referencePage } from './referencePage';
import type { ReferencePageKey } from './routes';

/** Roaster and cafe organisations as administrators see them: type, country, names, use. */
export const organisationPage = (key: ReferencePageKey, entity: EntityDef, org: OrgType): PageConfig =>
  referencePage(key, entity, [`${org}_type`, `${org}_country`, ...namesOf(org, false), `${org}_use`]);

import type { EntityPageDescriptor, OrgType } from '@coffee/domain';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { namesOf, referencePage } from './referencePage';

/** Roaster and cafe organisations as administrators see them: type, country, names, use. */
export const organisationPage = (descriptor: EntityPageDescriptor, org: OrgType): PageConfig =>
  referencePage(descriptor, [`${org}_type`, `${org}_country`, ...namesOf(org, false), `${org}_use`]);

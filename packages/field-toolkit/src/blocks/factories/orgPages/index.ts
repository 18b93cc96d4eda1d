import type { OrgType } from '@coffee/domain';

/** Who owns the page's records: an organisation, or (equipment) the user. */
export type PageOwner = OrgType | 'user';

/** User types; GUEST is a visitor who is not signed in. */
export const USER_TYPES = ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER'] as const;
export type SignedInUserType = (typeof USER_TYPES)[number];
export type UserType = SignedInUserType | 'GUEST';

export const ORG_TYPES = ['cafe', 'roaster'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

export const CAFE_ROLES = ['OWN', 'SMNG', 'MNG', 'SAST', 'BARISTA'] as const;
export const ROASTER_ROLES = ['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER'] as const;
export type CafeRole = (typeof CAFE_ROLES)[number];
export type RoasterRole = (typeof ROASTER_ROLES)[number];
export type OrgRole = CafeRole | RoasterRole;

/** One membership of the session user in a cafe or roaster (`{type}_auth` entries of /api/userAuth/select). */
export interface Membership {
  /** The organisation's id: cafe_seq or roaster_seq. Sent back as `{type}_seq`. */
  auth_seq: number;
  /** The role (or staff status) the user holds there. */
  user_auth: string;
  /** Display name of the organisation (plain and Korean). */
  name: string;
  name_kr?: string | null;
}

/** Result of /api/userAuth/select: one list per requested organisation type, named `{type}_auth`. */
export type OrgRights = Partial<Record<`${OrgType}_auth`, Membership[]>>;

/** The signed-in user as the server reports it (GET /api/sign/session, result of POST /api/sign/signin). */
export interface SessionUser {
  user_id: string;
  name: string;
  usertype: SignedInUserType[];
  accessToken?: string;
  accessChange?: boolean;
  /** When the user's memberships last changed (ISO): rights fetched before this are fetched again. */
  rights_at?: string | null;
}

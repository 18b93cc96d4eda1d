import type { OrgType, SignedInUserType, UserType } from '../session/session';

/** Staff statuses beyond the roles (behaviour §03-4.1). */
export const STAFF_STATUSES = ['FIRE', 'WTSGNP', 'HLD', 'CNCL', 'RJCT', 'RJN'] as const;

/** RAUTH: roaster staff roles and statuses. */
export const RAUTH_VALUES = ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN', ...STAFF_STATUSES] as const;
/** CAUTH: cafe staff roles and statuses. */
export const CAUTH_VALUES = ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN', ...STAFF_STATUSES] as const;
/** PSAUTH: the roaster-cafe relation. */
export const PSAUTH_VALUES = [
  'CSTMR',
  'CAFE',
  'RSTR',
  'EXCLD',
  'WTSGNP',
  'HLD',
  'CNCL',
  'RJCT',
  'RJN',
  'FIRE',
] as const;

export type RauthValue = (typeof RAUTH_VALUES)[number];
export type CauthValue = (typeof CAUTH_VALUES)[number];
export type PsauthValue = (typeof PSAUTH_VALUES)[number];

/** Which table a status screen edits: roaster staff, cafe staff or the roaster-cafe relation. */
export type StatusTable = 'RAUTH' | 'CAUTH' | 'PSAUTH';
/** The screens of behaviour §03-4.1: the active list, the sign-up / register queue, departed or refused ('etc'). */
export type StatusScreen = 'active' | 'queue' | 'etc';

interface ScreenChoices {
  readonly base: readonly string[];
  /** Added when the editor is the owner (OWN). */
  readonly ownerOnly: readonly string[];
}

const choices = (base: readonly string[], ownerOnly: readonly string[] = []): ScreenChoices => ({ base, ownerOnly });
const DEPARTED = ['CNCL', 'RJCT', 'RJN', 'FIRE'] as const;

export const STATUS_CHOICES: Readonly<Record<StatusTable, Readonly<Record<StatusScreen, ScreenChoices>>>> = {
  RAUTH: {
    active: choices(['ROASTER', 'SAST', 'MNG', 'FIRE'], ['SMNG']),
    queue: choices(['ROASTER', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']),
    etc: choices(DEPARTED),
  },
  CAUTH: {
    active: choices(['BARISTA', 'SAST', 'MNG'], ['SMNG', 'FIRE']),
    queue: choices(['BARISTA', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']),
    etc: choices(DEPARTED),
  },
  PSAUTH: {
    active: choices(['CSTMR', 'CAFE', 'EXCLD'], ['RSTR']),
    queue: choices(['CSTMR', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']),
    etc: choices([...DEPARTED, 'EXCLD']),
  },
};

/** The statuses each screen lists (behaviour §03-4.1): current members or partners, the queue, departed or refused. */
export const SCREEN_STATUSES: Readonly<Record<StatusTable, Readonly<Record<StatusScreen, readonly string[]>>>> = {
  RAUTH: { active: ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN'], queue: ['WTSGNP', 'HLD'], etc: DEPARTED },
  CAUTH: { active: ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN'], queue: ['WTSGNP', 'HLD'], etc: DEPARTED },
  PSAUTH: { active: ['CSTMR', 'CAFE', 'RSTR'], queue: ['WTSGNP', 'HLD'], etc: [...DEPARTED, 'EXCLD'] },
};

/** The values a screen lets this editor choose (owner-only values included for OWN). */
export const statusChoices = (
  table: StatusTable,
  screen: StatusScreen,
  editorRole: string | null | undefined,
): string[] => {
  const { base, ownerOnly } = STATUS_CHOICES[table][screen];
  return editorRole === 'OWN' ? [...base, ...ownerOnly] : [...base];
};

/** Values only the owner may assign: SMNG (roaster staff), SMNG and FIRE (cafe staff), RSTR (relation). */
export const ownerOnlyValues = (table: StatusTable): string[] => [
  ...new Set(Object.values(STATUS_CHOICES[table]).flatMap((screen) => screen.ownerOnly)),
];

/** Whether an editor with `editorRole` may set `value` on `screen` (server-side check of a status change). */
export const canAssignStatus = (
  table: StatusTable,
  screen: StatusScreen,
  value: string,
  editorRole: string | null | undefined,
): boolean => statusChoices(table, screen, editorRole).includes(value);

/**
 * Whether an editor may change (or delete) a row holding `current` on a status screen: the owner's row never, a row
 * holding an owner-only status (SMNG, cafe FIRE, RSTR) only the owner. The server refuses the rest; the pages hide
 * Edit and Delete on them.
 */
export const canChangeStatusRow = (
  table: StatusTable,
  current: unknown,
  editorRole: string | null | undefined,
): boolean =>
  current !== 'OWN' &&
  (editorRole === 'OWN' || typeof current !== 'string' || !ownerOnlyValues(table).includes(current));

/** The staff status table of an organisation type. */
export const staffStatusTable = (org: OrgType): StatusTable => (org === 'cafe' ? 'CAUTH' : 'RAUTH');

/** The main-note flag (cupnote_main) is editable by OWN and SMNG only. */
export const MAIN_FLAG_EDITORS = ['OWN', 'SMNG'] as const;
export const canEditMainFlag = (role: string | null | undefined): boolean =>
  (MAIN_FLAG_EDITORS as readonly string[]).includes(role ?? '');

// ---- user-type audiences (behaviour §01-6, §03-6) -----------------------------------------------------------------

const PRIVILEGED: readonly SignedInUserType[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID'];
export const AUDIENCES = {
  /** Reloading a select's options immediately; the code reload button and link. */
  codeReload: ['SADMIN', 'ADMIN'],
  /** Clipboard copy that also writes to the system clipboard. */
  systemClipboard: ['SADMIN', 'ADMIN', 'TESTER'],
  /** Roasting file upload. */
  upload: PRIVILEGED,
  /** Links to write a note from a bean serial. */
  noteFromSerial: ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER'],
  /** Admin audit variants; the user_use flag on the basic user info page. */
  adminAudit: ['SADMIN'],
} as const satisfies Record<string, readonly SignedInUserType[]>;

export const hasUserType = (userTypes: readonly UserType[], audience: readonly UserType[]): boolean =>
  userTypes.some((type) => audience.includes(type));

/** Cafe roles that see the register links (qrdefault, qrreceived). */
export const CAFE_REGISTER_LINK_ROLES = ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN'] as const;

// ---- create limits (behaviour §01-6) ------------------------------------------------------------------------------

export const CREATE_LIMITS: Readonly<Record<OrgType, { readonly standard: number; readonly privileged: number }>> = {
  cafe: { standard: 3, privileged: 5 },
  roaster: { standard: 1, privileged: 1 },
};

/** How many organisations of a type a user with these user types may own. */
export const createLimit = (org: OrgType, userTypes: readonly UserType[]): number =>
  hasUserType(userTypes, PRIVILEGED) ? CREATE_LIMITS[org].privileged : CREATE_LIMITS[org].standard;

export const canCreateOrganisation = (org: OrgType, userTypes: readonly UserType[], owned: number): boolean =>
  !userTypes.includes('GUEST') && userTypes.length > 0 && owned < createLimit(org, userTypes);

/** Event status (behaviour §01-3.7). */
export const EVENT_STATUS = { before: -1, inProgress: 0, complete: 1 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

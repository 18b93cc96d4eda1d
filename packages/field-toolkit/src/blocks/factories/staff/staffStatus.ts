import { SCREEN_STATUSES, ownerOnlyValues, staffStatusTable, statusChoices } from '@coffee/domain';
import type { OrgType, StatusScreen } from '@coffee/domain';

/** The status screens' routes below the organisation (03 §2.3-2.4: etc/user, etc/signup, etc/etcuser). */
export const STAFF_SCREEN_ROUTES: Readonly<Record<StatusScreen, string>> = {
  active: 'etc/user',
  queue: 'etc/signup',
  etc: 'etc/etcuser',
};

/** The page key suffix of each status screen (RoasterUser, RoasterUserSignUp, RoasterUserEtc). */
export const STAFF_SCREEN_SUFFIXES: Readonly<Record<StatusScreen, string>> = {
  active: 'User',
  queue: 'UserSignUp',
  etc: 'UserEtc',
};

/**
 * The statuses this editor may set on a staff row shown on `screen` (03 §4.1), the row's current status first
 * so the select still shows it. A row held by the owner, or with a status only the owner assigns (SMNG; FIRE for
 * cafes), is the owner's to change: other editors get nothing to choose, and nobody changes the owner here.
 */
export function staffStatusChoices(
  org: OrgType,
  screen: StatusScreen,
  editorRole: string | null | undefined,
  current: string | null | undefined,
): string[] {
  const table = staffStatusTable(org);
  if (current === 'OWN') return [];
  if (current && editorRole !== 'OWN' && ownerOnlyValues(table).includes(current)) return [];
  const choices = statusChoices(table, screen, editorRole);
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}

/** The screen that lists a staff status (a signed-up member set to ROASTER moves from the queue to the list). */
export function staffScreenOf(org: OrgType, status: string | null | undefined): StatusScreen | undefined {
  const screens = SCREEN_STATUSES[staffStatusTable(org)];
  return (Object.keys(screens) as StatusScreen[]).find((screen) => screens[screen].includes(status ?? ''));
}

import { SCREEN_STATUSES, ownerOnlyValues, staffStatusTable, statusChoices } from '@coffee/domain';
import type { OrgType, StatusScreen, StatusTable } from '@coffee/domain';
import type { DetailPageConfig } from '@coffee/field-toolkit/engine';

/**
 * The statuses this editor may set on a row of a status table shown on `screen` (behaviour §03-4.1), the row's current
 * status first so the select still shows it. A row held by the owner, or with a status only the owner assigns
 * (SMNG; FIRE for cafes; RSTR for partners), is the owner's to change: other editors get nothing to choose, and
 * nobody changes the owner here.
 */
export function statusOptions(
  table: StatusTable,
  screen: StatusScreen,
  editorRole: string | null | undefined,
  current: string | null | undefined,
): string[] {
  if (current === 'OWN') return [];
  if (current && editorRole !== 'OWN' && ownerOnlyValues(table).includes(current)) return [];
  const choices = statusChoices(table, screen, editorRole);
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}

/** `statusOptions` of an organisation's staff table (RAUTH, CAUTH). */
export const staffStatusChoices = (
  org: OrgType,
  screen: StatusScreen,
  editorRole: string | null | undefined,
  current: string | null | undefined,
): string[] => statusOptions(staffStatusTable(org), screen, editorRole, current);

/** The `allowedOptions` hook of a status screen's detail: the status select offers what this editor may set. */
export const statusFieldChoices =
  (table: StatusTable, screen: StatusScreen, column: string): NonNullable<DetailPageConfig['allowedOptions']> =>
  (def, { visitor, loaded }) =>
    def.name === column
      ? statusOptions(table, screen, visitor.orgRole, loaded[column] as string | null | undefined)
      : undefined;

/** The screen that lists a staff status (a signed-up member set to ROASTER moves from the queue to the list). */
export function staffScreenOf(org: OrgType, status: string | null | undefined): StatusScreen | undefined {
  const screens = SCREEN_STATUSES[staffStatusTable(org)];
  return (Object.keys(screens) as StatusScreen[]).find((screen) => screens[screen].includes(status ?? ''));
}

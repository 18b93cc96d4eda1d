import type { OrgType, StatusScreen, StatusTable } from '@coffee/domain';
import {
  EVENT_TERM,
  SCREEN_STATUSES,
  canAssignStatus,
  canChangeStatusRow,
  isEmptyValue,
} from '@coffee/api-kernel/domain';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Row } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import type { Resource, SaveContext } from '@coffee/api-kernel/engine/resource';

/** Rows of a status screen: only the statuses that screen lists (behaviour §03-4.1). */
export const screenConditions =
  (table: string, column: string, statusTable: StatusTable, screen: StatusScreen): Resource['conditions'] =>
  () => [sql<SqlBool>`${sql.ref(`${table}.${column}`)} = any(${[...SCREEN_STATUSES[statusTable][screen]]})`];

/**
 * Which rows of a status screen this editor may change or delete: never the owner's own row, a row holding an
 * owner-only status (SMNG, cafe FIRE, RSTR) only the owner (the engine answers it as `row_editable` and refuses the
 * rest).
 */
export const statusRowEditable =
  (column: string, statusTable: StatusTable): NonNullable<Resource['rowEditable']> =>
  (access, row) =>
    canChangeStatusRow(statusTable, row[column], access.org?.membership.user_auth);

/** A status change must be one the screen offers this editor (only OWN assigns SMNG / FIRE / RSTR). */
export const checkStatus =
  (column: string, statusTable: StatusTable, screen: StatusScreen) =>
  ({ access, values, stored }: SaveContext): void => {
    const role = access.org?.membership.user_auth;
    const current = stored?.[column];
    const next = values[column];
    if (next === undefined || next === current) return;
    if (typeof next !== 'string' || !canAssignStatus(statusTable, screen, next, role))
      throw badRequest('field_code', { field: column, value: next });
  };

/** -1 before the start, 0 running, 1 ended (behaviour §01-3.7). */
export const eventStatus = (table: string): RawBuilder<unknown> =>
  sql`(case when now() < ${sql.ref(`${table}.event_start`)} then -1 when now() <= ${sql.ref(`${table}.event_end`)} then 0 else 1 end)`;

const addDays = (start: unknown, days: number): string | null => {
  const time = new Date(start as string).getTime();
  return Number.isNaN(time) ? null : new Date(time + days * 86_400_000).toISOString();
};

/**
 * The event end is start + term days whenever the start or the term is sent (default term 3); clearing the start
 * clears the end; on create the year follows the start (behaviour §03-4.2).
 */
export function completeEvent({ mode, params, stored }: { mode: 'write' | 'edit'; params: Row; stored?: Row }): void {
  if ('event_start' in params && isEmptyValue(params.event_start)) {
    params.event_end = null;
    return;
  }
  const start = params.event_start ?? stored?.event_start;
  const termSent = !isEmptyValue(params.event_term);
  const term = termSent ? Number(params.event_term) : EVENT_TERM.defaultDays;
  if ((termSent || 'event_start' in params) && (termSent || isEmptyValue(params.event_end)) && Number.isInteger(term)) {
    params.event_end = addDays(start, term);
  }
  if (mode === 'write' && isEmptyValue(params.event_year) && typeof start === 'string') {
    const year = new Date(start).getUTCFullYear();
    if (!Number.isNaN(year)) params.event_year = year;
  }
}

/** The status column of staff or relation screens. */
export const statusColumn = (kind: OrgType | 'relation'): string =>
  kind === 'relation' ? 'roaster_cafe_auth' : `${kind}_user_auth`;

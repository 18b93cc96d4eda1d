import { createHash, randomBytes } from 'node:crypto';
import type { Membership, OrgType, SessionUser, SignedInUserType } from '@coffee/domain';
import { CAFE_ROLES, ROASTER_ROLES } from '../domain';
import { sql } from 'kysely';
import type { Database } from '../db/database';

export const SESSION_COOKIE = 'coffee_sid';
export const SESSION_DAYS = 14;

export interface AuthUser {
  user_seq: number;
  user_id: string;
  user_name: string;
  user_type: SignedInUserType[];
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session; only the token's hash is stored, so a database leak does not leak sessions. */
export async function createSession(db: Database, userSeq: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('app_session')
    .values({ session_hash: hashToken(token), user_seq: userSeq, expires_at: sql`now() + make_interval(days => ${SESSION_DAYS})` })
    .execute();
  return token;
}

export async function findSessionUser(db: Database, token: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('app_session as s')
    .innerJoin('app_user as u', 'u.user_seq', 's.user_seq')
    .select(['u.user_seq', 'u.user_id', 'u.user_name', 'u.user_type'])
    .where('s.session_hash', '=', hashToken(token))
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.user_use', '=', true)
    .executeTakeFirst();
  return (row as AuthUser | undefined) ?? null;
}

export async function extendSession(db: Database, token: string): Promise<void> {
  await db
    .updateTable('app_session')
    .set({ expires_at: sql`now() + make_interval(days => ${SESSION_DAYS})` })
    .where('session_hash', '=', hashToken(token))
    .execute();
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('app_session').where('session_hash', '=', hashToken(token)).execute();
  await db.deleteFrom('app_session').where('expires_at', '<', sql<Date>`now()`).execute();
}

export const toSessionUser = (user: AuthUser): SessionUser => ({
  user_id: user.user_id,
  name: user.user_name,
  usertype: user.user_type,
});

const ACTIVE_ROLES: Record<OrgType, readonly string[]> = { cafe: CAFE_ROLES, roaster: ROASTER_ROLES };

/** The user's active memberships (roles, not departed or pending statuses) in organisations in use. */
export async function membershipsOf(db: Database, userSeq: number, org: OrgType): Promise<Membership[]> {
  const rows = await db
    .selectFrom(`${org}_user as m`)
    .innerJoin(`${org} as o`, `o.${org}_seq`, `m.${org}_seq`)
    .select([`o.${org}_seq as auth_seq`, `m.${org}_user_auth as user_auth`, `o.${org}_name as name`, `o.${org}_name_kr as name_kr`])
    .where('m.user_seq', '=', userSeq)
    .where(`m.${org}_user_use`, '=', true)
    .where(`o.${org}_use`, '=', true)
    .where(`m.${org}_user_auth`, 'in', ACTIVE_ROLES[org])
    .orderBy(`o.${org}_seq`)
    .execute();
  return rows as unknown as Membership[];
}

import { createHash, randomBytes } from 'node:crypto';
import type { Membership, OrgType, SessionUser, SignedInUserType } from '@coffee/domain';
import { CAFE_ROLES, ORG_TYPES, ROASTER_ROLES } from '../domain';
import type { CompiledQuery, InferResult, RawBuilder, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, Tables } from '../db/database';
import { executePrepared } from '../db/database';

/** How long sessions live, checked on the server at every request. */
export interface SessionLimits {
  /** A session unused for this long has ended. */
  idleSeconds: number;
  /** A session ends this long after its sign-in, however much it is used. */
  maxSeconds: number;
  /** Sessions a user may have at once; a new sign-in ends the oldest beyond this. */
  perUser: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleSeconds: 12 * 3600,
  maxSeconds: 14 * 24 * 3600,
  perUser: 10,
};
/** A session's last use is written at most this often (its idle end is exact to this). */
const TOUCH_EVERY_SECONDS = 60;

export interface AuthUser {
  user_seq: number;
  user_id: string;
  user_name: string;
  user_type: SignedInUserType[];
  /** Active memberships, read with the session (absent on a user just signed in). */
  memberships?: Readonly<Record<OrgType, Membership[]>>;
}

type AppUserColumns = Pick<Selectable<Tables['app_user']>, 'user_seq' | 'user_id' | 'user_name' | 'user_type'>;

/** The signed-in user from an app_user row: its types are the user type codes the server writes (USTP). */
export const authUserOf = ({ user_seq, user_id, user_name, user_type }: AppUserColumns): AuthUser => ({
  user_seq,
  user_id,
  user_name,
  user_type: user_type as SignedInUserType[],
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Opens a session; only the token's hash is stored, so a database leak does not leak sessions. The same statement
 * ends the user's oldest sessions beyond `perUser` and deletes every ended session, so sessions never pile up.
 */
export async function createSession(db: Database, userSeq: number, limits: SessionLimits): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('app_session')
      .values({
        session_hash: hashToken(token),
        user_seq: userSeq,
        expires_at: sql`now() + make_interval(secs => ${limits.maxSeconds})`,
      })
      .execute();
    await sql`delete from app_session where user_seq = ${userSeq} and session_hash not in (
        select session_hash from app_session where user_seq = ${userSeq}
        order by created_at desc, session_hash limit ${limits.perUser})`.execute(trx);
    await sql`delete from app_session
      where expires_at <= now() or last_seen_at <= now() - make_interval(secs => ${limits.idleSeconds})`.execute(trx);
  });
  return token;
}

/** Stands for the token's hash in the session query, compiled once per database (it is the same for every request). */
const TOKEN_SLOT = Symbol('session hash');
const IDLE_SLOT = Symbol('idle seconds');
const selectSessionUser = (db: Database) =>
  db
    .selectFrom('app_session as s')
    .innerJoin('app_user as u', 'u.user_seq', 's.user_seq')
    .select(['u.user_seq', 'u.user_id', 'u.user_name', 'u.user_type', 's.last_seen_at as session_seen_at'])
    .select(ORG_TYPES.map((org) => membershipsJson(org).as(`${org}_memberships`)))
    .where('s.session_hash', '=', TOKEN_SLOT as never)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${IDLE_SLOT as never})`)
    .where('u.user_use', '=', true);
type SessionRow = InferResult<ReturnType<typeof selectSessionUser>>[number];
const sessionQueries = new WeakMap<Database, CompiledQuery<SessionRow>>();
const sessionQuery = (db: Database): CompiledQuery<SessionRow> => {
  let compiled = sessionQueries.get(db);
  if (!compiled) {
    compiled = selectSessionUser(db).compile();
    sessionQueries.set(db, compiled);
  }
  return compiled;
};

/**
 * The signed-in user of a live session token (neither past its end nor idle too long), with the active memberships of
 * both organisation types read in the same query (every organisation call checks them; nothing is cached between
 * requests). Using the session moves its idle end.
 */
export async function findSessionUser(db: Database, token: string, limits: SessionLimits): Promise<AuthUser | null> {
  const hash = hashToken(token);
  const query = sessionQuery(db);
  const slots = new Map<unknown, unknown>([
    [TOKEN_SLOT, hash],
    [IDLE_SLOT, limits.idleSeconds],
  ]);
  const { rows } = await executePrepared<SessionRow>(db, {
    ...query,
    parameters: query.parameters.map((value) => (slots.has(value) ? slots.get(value) : value)),
  });
  const row = rows[0];
  if (!row) return null;
  const { cafe_memberships, roaster_memberships, session_seen_at, ...user } = row;
  if (Date.now() - new Date(session_seen_at).getTime() > TOUCH_EVERY_SECONDS * 1000) {
    await db
      .updateTable('app_session')
      .set({ last_seen_at: sql`now()` })
      .where('session_hash', '=', hash)
      .execute();
  }
  return {
    ...authUserOf(user),
    memberships: { cafe: cafe_memberships ?? [], roaster: roaster_memberships ?? [] },
  };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('app_session').where('session_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user (their password was set anew). */
export async function revokeSessions(db: Database, userSeq: number): Promise<void> {
  await db.deleteFrom('app_session').where('user_seq', '=', userSeq).execute();
}

export const toSessionUser = (user: AuthUser): SessionUser => ({
  user_id: user.user_id,
  name: user.user_name,
  usertype: user.user_type,
});

/**
 * When the user's memberships last changed (a sign-up accepted, a role changed): the client fetches its rights again
 * when they are older than this, so a new organisation or role shows without signing out (behaviour §03-6). Null: none.
 */
export async function rightsChangedAt(db: Database, userSeq: number): Promise<string | null> {
  const row = await sql<{ at: Date | null }>`select greatest(
      (select max(coalesce(edit_at, rgst_at)) from roaster_user where user_seq = ${userSeq}),
      (select max(coalesce(edit_at, rgst_at)) from cafe_user where user_seq = ${userSeq})) as at`.execute(db);
  const at = row.rows[0]?.at;
  return at ? new Date(at).toISOString() : null;
}

const ACTIVE_ROLES: Record<OrgType, readonly string[]> = { cafe: CAFE_ROLES, roaster: ROASTER_ROLES };

/** The user's active memberships (roles, not departed or pending statuses) in organisations in use, as a JSON array. */
function membershipsJson(
  org: OrgType,
  userSeq: RawBuilder<unknown> = sql.ref('u.user_seq'),
): RawBuilder<Membership[] | null> {
  const member = sql.table(`${org}_user`);
  const organisation = sql.table(org);
  const seq = sql.ref(`o.${org}_seq`);
  return sql<
    Membership[] | null
  >`(select json_agg(json_build_object('auth_seq', ${seq}, 'user_auth', ${sql.ref(`m.${org}_user_auth`)},
      'name', ${sql.ref(`o.${org}_name`)}, 'name_kr', ${sql.ref(`o.${org}_name_kr`)}) order by ${seq}, ${sql.ref(`m.${org}_user_seq`)})
    from ${member} m join ${organisation} o on ${seq} = ${sql.ref(`m.${org}_seq`)}
    where m.user_seq = ${userSeq} and ${sql.ref(`m.${org}_user_use`)} and ${sql.ref(`o.${org}_use`)}
      and ${sql.ref(`m.${org}_user_auth`)} = any(${[...ACTIVE_ROLES[org]]}))`;
}

/** The user's active memberships of one organisation type (those read with the session when there are some). */
export async function membershipsOf(db: Database, user: AuthUser, org: OrgType): Promise<Membership[]> {
  if (user.memberships) return user.memberships[org];
  const row = await db
    .selectNoFrom(membershipsJson(org, sql`${user.user_seq}`).as('memberships'))
    .executeTakeFirstOrThrow();
  return row.memberships ?? [];
}

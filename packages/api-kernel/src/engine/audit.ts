import { sql } from 'kysely';
import type { AuthUser } from '../auth/session';
import type { Row } from '../db/database';

/** The audit columns of a row written by `user`: who changed it and when, and on creation who registered it. */
export const auditColumns = (user: Pick<AuthUser, 'user_seq' | 'user_name'>, created: boolean): Row => ({
  edit_user: user.user_seq,
  edit_by: user.user_name,
  edit_at: sql`now()`,
  ...(created ? { rgst_user: user.user_seq, rgst_by: user.user_name, rgst_at: sql`now()` } : {}),
});

import { hashPassword, weakPasswordReason } from '@coffee/api-kernel/auth/password';
import { revokeSessions } from '@coffee/api-kernel/auth/session';
import type { Database } from '@coffee/api-kernel/db/database';

export interface AdministratorInput {
  userId: string;
  name: string;
  password: string;
}

/** What is wrong with the input, in words for the terminal, or null. */
export function administratorInputProblem({ userId, name, password }: AdministratorInput): string | null {
  if (!/^[A-Za-z0-9._@-]{3,50}$/.test(userId)) return 'the user id needs 3-50 letters, digits or . _ @ -';
  if (!name.trim()) return 'the name is required';
  const weak = weakPasswordReason(password, userId);
  return weak ? `the password is too weak: ${weak}` : null;
}

/**
 * Makes `userId` a system administrator (SADMIN) who signs in with `password`, hashed as sign-in checks it. An
 * existing user keeps their record and other types, gets the new password and is signed out everywhere.
 */
export async function saveAdministrator(db: Database, input: AdministratorInput): Promise<'created' | 'updated'> {
  const userPass = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('app_user')
      .select(['user_seq', 'user_type'])
      .where('user_id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('app_user')
        .values({
          user_id: input.userId,
          user_name: input.name.trim(),
          user_pass: userPass,
          user_type: ['SADMIN'],
          rgst_by: 'create-admin',
          edit_by: 'create-admin',
        })
        .execute();
      return 'created';
    }
    const types = existing.user_type as string[];
    await trx
      .updateTable('app_user')
      .set({
        user_name: input.name.trim(),
        user_pass: userPass,
        user_type: types.includes('SADMIN') ? types : [...types, 'SADMIN'],
        user_use: true,
        edit_by: 'create-admin',
        edit_at: new Date(),
      })
      .where('user_seq', '=', existing.user_seq)
      .execute();
    await revokeSessions(trx, Number(existing.user_seq));
    return 'updated';
  });
}

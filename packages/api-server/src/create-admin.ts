// `pnpm --filter @coffee/api-server create-admin`: the first administrator of a database given by DATABASE_URL.
import { administratorInputProblem, saveAdministrator } from './admin/administrator';
import type { AdministratorInput } from './admin/administrator';
import { ask, pipedLines } from './admin/terminal';
import { createDatabase, ensureDatabase } from '@coffee/api-kernel/db/database';
import { migrateToLatest } from './db/migrate';

const env = process.env;

/**
 * ADMIN_USER_ID, ADMIN_NAME, ADMIN_PASSWORD when set; then, on a terminal, questions (the password hidden and asked
 * twice); otherwise the lines piped into stdin: user id, name, password.
 */
async function readInput(): Promise<AdministratorInput> {
  const given = { userId: env.ADMIN_USER_ID, name: env.ADMIN_NAME, password: env.ADMIN_PASSWORD };
  if (!process.stdin.isTTY) {
    const lines = given.userId && given.name && given.password ? [] : await pipedLines();
    const next = () => lines.shift()?.trim() ?? '';
    return { userId: given.userId ?? next(), name: given.name ?? next(), password: given.password ?? next() };
  }
  const userId = given.userId ?? (await ask('User id: ')).trim();
  const name = given.name ?? (await ask('Name: ')).trim();
  if (given.password) return { userId, name, password: given.password };
  const password = await ask('Password (not shown): ', true);
  if ((await ask('Password again: ', true)) !== password) throw new Error('the two passwords differ');
  return { userId, name, password };
}

async function main(): Promise<void> {
  if (!env.DATABASE_URL) {
    throw new Error('set DATABASE_URL to the database to administer (the embedded database has the demo accounts)');
  }
  const input = await readInput();
  const problem = administratorInputProblem(input);
  if (problem) throw new Error(problem);
  await ensureDatabase(env.DATABASE_URL);
  const { db } = createDatabase(env.DATABASE_URL, 1);
  try {
    await migrateToLatest(db);
    const outcome = await saveAdministrator(db, input);
    console.log(
      outcome === 'created'
        ? `Created the system administrator ${input.userId}.`
        : `${input.userId} is a system administrator with the new password; their sessions were signed out.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

import type { InsertObject, Kysely, UpdateObject, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { AuthUser } from '../auth/session';
import { auditColumns } from './audit';

type Author = Pick<AuthUser, 'user_seq' | 'user_name'>;

/*
 * Rows a route writes by a rule of the product, not from a page's form: an order's status moved (behaviour §05-2),
 * a shipped batch entered in the cafe's books (§05-4), the notes a closed cupping session leaves (§07-2). No form is
 * validated and the rule runs in the route's own transaction on its locked rows, so they are not engine saves
 * (save.ts); they carry the same audit columns a save writes, set here and nowhere else outside the engine.
 */

/** An insert by a rule, stamped as a save's create (who registered and changed the row, and when). */
export const insertByRule = <DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  author: Author,
  values: NoInfer<InsertObject<DB, T>>,
) => db.insertInto(table).values({ ...values, ...auditColumns(author, true) } as InsertObject<DB, T>);

/** An update by a rule, stamped as a save's change; the caller adds its conditions. */
export const updateByRule = <DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  author: Author,
  values: NoInfer<UpdateObject<DB, T>>,
) =>
  (db.updateTable(table) as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>).set({
    ...values,
    ...auditColumns(author, false),
  } as UpdateObject<DB, T>);

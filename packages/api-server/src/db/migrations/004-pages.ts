import type { Kysely } from 'kysely';
import { up as cafe } from './004-pages/cafe';
import { up as production } from './004-pages/production';
import { up as quality } from './004-pages/quality';
import { up as user } from './004-pages/user';

/**
 * Roaster production, quality notes, cafe beans and brewing, user notes, events and relations (behaviour §02-3, §03-3): the
 * tables of the entity definitions of @coffee/domain as they were when this migration was written, frozen as literal
 * DDL (a table only references tables above it). Later changes to a definition need a migration of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await production(db);
  await quality(db);
  await cafe(db);
  await user(db);
}

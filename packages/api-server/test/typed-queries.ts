import type { Database } from '@coffee/api-kernel/db/database';

/**
 * Checked by `tsc -b`, never run: queries are typed by the tables the migrations build (src/db/tables.generated.ts),
 * so a wrong table, column or value type does not compile. Each line below must stay an error.
 */
export function queriesTheSchemaRefuses(db: Database): unknown[] {
  return [
    // @ts-expect-error -- app_user has no column user_nmae
    db.selectFrom('app_user').select('user_nmae'),
    // @ts-expect-error -- there is no table app_users
    db.selectFrom('app_users').selectAll(),
    // @ts-expect-error -- roaster_seq is a number
    db.selectFrom('roaster').selectAll().where('roaster_seq', '=', 'first'),
    // @ts-expect-error -- stock_movement has no column change_grams
    db.insertInto('stock_movement').values({ change_grams: 1 }),
  ];
}

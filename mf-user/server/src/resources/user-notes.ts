import { sql } from 'kysely';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import { badRequest } from '@coffee/api-kernel/http/errors';

/** Where each bean serial type (BNDV) lives: the table and its serial column. */
const SERIAL_COLUMNS: Readonly<Record<string, readonly [string, string]>> = {
  RSTRDF: ['blending_default', 'blending_uuid_str'],
  RSTRDT: ['blending_result', 'blending_result_uuid_str'],
  CAFEDF: ['coffeebean', 'coffeebean_uuid_str'],
  CAFEDT: ['coffeebean_received', 'received_uuid_str'],
};

async function serialExists(db: Database, type: unknown, serial: string): Promise<boolean> {
  const where = typeof type === 'string' ? SERIAL_COLUMNS[type] : undefined;
  if (!where) return false;
  const [table, column] = where;
  const found = await db
    .selectFrom(table as 'blending_default')
    .select(sql<number>`1`.as('found'))
    .where(sql.ref(column), '=', serial)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * A note's bean serial must name a bean of its serial type (the note counts on the public bean page come from it).
 * The type falls back to the stored one on an update that sends only the serial.
 */
export async function checkNoteSerial({ trx, values, stored }: SaveContext): Promise<void> {
  const serial = values.coffeebean_uuid;
  if (serial === undefined || serial === null || serial === '') return;
  const type = (values as Row).coffeebean_uuid_type ?? stored?.coffeebean_uuid_type;
  if (!(await serialExists(trx, type, String(serial)))) throw badRequest('field_serial', { field: 'coffeebean_uuid' });
}

import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { OpenLine, OrderStatus } from '@coffee/domain';
import { settledOrderStatus } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import type { AuthUser } from '@coffee/api-kernel/auth/session';
import { badRequest } from '@coffee/api-kernel/http/errors';
import { updateByRule } from '@coffee/api-kernel/engine/rule-writes';
import { lineReadings } from '../resources/trade';

/** A day sent as 'YYYY-MM-DD' (the visitor's local day), else null (the database's today). */
export const isoDay = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** The day as a column value. */
export const dayValue = (day: string | null): RawBuilder<string> =>
  day ? sql<string>`${day}::date` : sql<string>`current_date`;

/**
 * Mass as the body sends it (0.1 g, a whole number, above zero unless `zero`), else 400 naming the field and the rule:
 * `field_NaN` for what is no whole number, `field_minValue` (0.1 g) for nothing shipped.
 */
export function massOf(value: unknown, field: string, { zero = false } = {}): number {
  const mass = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isSafeInteger(mass))
    throw badRequest('field_NaN', { field });
  if (mass < 0 || (!zero && mass === 0)) throw badRequest('field_minValue', { field, bound: zero ? '0 g' : '0.1 g' });
  return mass;
}

const GRAMS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A mass (0.1 g) as an answer names it to a person: "4,200 g", "0.5 g". */
export const massText = (mass: number): string => `${GRAMS.format(mass / 10)} g`;

export type User = Pick<AuthUser, 'user_seq' | 'user_name'>;

export interface OrderKeys {
  order_year: number;
  order_seq: number;
}

/** An order line as the trade calls read it (behaviour §05-7): what was ordered, shipped and is still to ship. */
export interface OrderLine extends OpenLine {
  order_mass: number;
  ship_mass: number;
  closed: boolean;
  blending_name: string | null;
  blending_name_kr: string | null;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** An order's lines, in blend order. */
export async function orderLines(
  db: Database,
  keys: { order_year: unknown; order_seq: unknown },
): Promise<OrderLine[]> {
  const readings = lineReadings('l');
  const rows = await db
    .selectFrom('cafe_order_blending as l')
    .select([
      'l.blending_seq',
      'l.order_mass',
      'l.close_reason',
      readings.blending_name.as('blending_name'),
      readings.blending_name_kr.as('blending_name_kr'),
      readings.bag_mass.as('bag_mass'),
      readings.ship_mass.as('ship_mass'),
      readings.open_mass.as('open_mass'),
    ])
    .where('l.order_year', '=', Number(keys.order_year))
    .where('l.order_seq', '=', Number(keys.order_seq))
    .orderBy('l.blending_seq')
    .execute();
  return rows.map((row) => ({
    blending_seq: Number(row.blending_seq),
    order_mass: Number(row.order_mass),
    ship_mass: Number(row.ship_mass),
    open_mass: Number(row.open_mass),
    bag_mass: numberOrNull(row.bag_mass),
    closed: row.close_reason !== null,
    blending_name: row.blending_name,
    blending_name_kr: row.blending_name_kr,
  }));
}

/** The lines with something still to ship. */
export const openLines = (lines: readonly OrderLine[]): OrderLine[] => lines.filter((line) => line.open_mass > 0);

/** A blend's name as an answer names it (the Korean name when it has no other). */
export const lineName = (line: Pick<OrderLine, 'blending_name' | 'blending_name_kr'>): string =>
  line.blending_name ?? line.blending_name_kr ?? '';

/**
 * A blend's names in both languages for a refusal that names it (`names`): the page shows its own language's, the
 * other only when the blend has no name in it (behaviour §09-2.1).
 */
export const lineNames = (line: Pick<OrderLine, 'blending_name' | 'blending_name_kr'>) => ({
  kr: line.blending_name_kr ?? line.blending_name ?? '',
  en: line.blending_name ?? line.blending_name_kr ?? '',
});

/** The shipment numbers of an order and whether each is received, in order. */
export async function shipmentsOf(
  db: Database,
  keys: OrderKeys,
): Promise<Array<{ shipment_no: number; received: boolean }>> {
  const rows = await db
    .selectFrom('cafe_order_shipment')
    .select(['shipment_no', sql<boolean>`bool_and(receive_mass is not null)`.as('received')])
    .where('order_year', '=', keys.order_year)
    .where('order_seq', '=', keys.order_seq)
    .groupBy('shipment_no')
    .orderBy('shipment_no')
    .execute();
  return rows.map((row) => ({ shipment_no: Number(row.shipment_no), received: row.received }));
}

/**
 * Writes the order's status as its lines and shipments now have it (behaviour §05-7), with the further values of the
 * step (its day, a note), in the caller's transaction on the locked order.
 */
export async function settleOrder(trx: Database, order: Row, user: User, values: Row = {}): Promise<OrderStatus> {
  const keys = { order_year: Number(order.order_year), order_seq: Number(order.order_seq) };
  const shipments = await shipmentsOf(trx, keys);
  const status = settledOrderStatus(order.order_status as OrderStatus, {
    open: openLines(await orderLines(trx, keys)).length,
    shipments: shipments.length,
    received: shipments.every((shipment) => shipment.received),
  });
  await updateByRule(trx, 'cafe_order', user, { order_status: status, ...values })
    .where('order_year', '=', keys.order_year)
    .where('order_seq', '=', keys.order_seq)
    .execute();
  return status;
}

/**
 * Closes a line short (behaviour §05-7): what it still lacks will not ship; the reason and the day are kept with the
 * line, which the cafe reads. A line already closed changes nothing (false); a line of a blend not ordered, a line
 * shipped whole, or the last open line of an order that shipped nothing (cancel it instead) is refused by name.
 */
export async function closeLine(
  trx: Database,
  { order, blend, reason, user, day }: { order: Row; blend: number; reason: string; user: User; day: string | null },
): Promise<boolean> {
  const keys = { order_year: Number(order.order_year), order_seq: Number(order.order_seq) };
  const lines = await orderLines(trx, keys);
  const line = lines.find((one) => one.blending_seq === blend);
  if (!line) throw badRequest('close_not_ordered', { field: 'blending_seq' });
  if (line.closed) return false;
  if (line.open_mass === 0)
    throw badRequest('close_line_shipped', {
      field: 'blending_seq',
      bound: lineName(line),
      names: lineNames(line),
    });
  const othersOpen = openLines(lines).some((one) => one.blending_seq !== blend);
  if (!othersOpen && lines.every((one) => one.ship_mass === 0))
    throw badRequest('close_nothing_shipped', {
      field: 'blending_seq',
      bound: lineName(line),
      names: lineNames(line),
    });
  await trx
    .updateTable('cafe_order_blending')
    .set({ close_reason: reason, close_date: dayValue(day) })
    .where('order_year', '=', keys.order_year)
    .where('order_seq', '=', keys.order_seq)
    .where('blending_seq', '=', blend)
    .execute();
  await settleOrder(trx, order, user);
  return true;
}

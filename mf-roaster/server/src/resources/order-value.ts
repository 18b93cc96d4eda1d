import { sql } from 'kysely';
import type { PriceRow } from '@coffee/domain';
import {
  amountOfMass,
  bagsOf,
  discountedPrice,
  ORDERING_RELATIONS,
  orderValue,
  priceInForce,
} from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';

/** The bag a blend sold without sizes is priced by: a kilogram (0.1 g), behaviour §05-10. */
export const PER_KG = 10_000;

/** A roastery's money settings as an order captures them (behaviour §05-10). */
export interface MoneySettings {
  currency: string;
  vat_rate: number;
  price_vat_included: boolean;
  shipping_fee: number;
  /** The ordering cafe's discount off list prices, percent. */
  discount: number;
}

export async function moneySettings(db: Database, roaster: number, cafe: number): Promise<MoneySettings> {
  // The discount of the relation under which the cafe orders (behaviour §05-2), its latest when it had several.
  const row = await db
    .selectFrom('roaster as r')
    .select([
      'r.roaster_currency',
      'r.roaster_vat_rate',
      'r.roaster_price_vat_included',
      'r.roaster_shipping_fee',
      sql<string | null>`(select rc.roaster_cafe_discount from roaster_cafe rc where rc.roaster_seq = r.roaster_seq
        and rc.cafe_seq = ${cafe} and rc.roaster_cafe_auth in (${sql.join([...ORDERING_RELATIONS])})
        order by rc.edit_at desc limit 1)`.as('discount'),
    ])
    .where('r.roaster_seq', '=', roaster)
    .executeTakeFirst();
  return {
    currency: row?.roaster_currency ?? 'KRW',
    vat_rate: Number(row?.roaster_vat_rate ?? 10),
    price_vat_included: row?.roaster_price_vat_included ?? false,
    shipping_fee: Number(row?.roaster_shipping_fee ?? 0),
    discount: Number(row?.discount ?? 0),
  };
}

/** The bag sizes (0.1 g) each blend named is sold in; a blend without sizes is priced per kg. */
export async function bagSizes(db: Database, blends: readonly number[]): Promise<Map<number, number[]>> {
  const sizes = new Map<number, number[]>(blends.map((blend) => [blend, []]));
  if (blends.length === 0) return sizes;
  const rows = await db
    .selectFrom('blending_default_bag')
    .select(['blending_seq', 'bag_mass'])
    .where('blending_seq', 'in', [...blends])
    .where('bag_mass', '>', 0)
    .orderBy('bag_mass')
    .execute();
  for (const row of rows) sizes.get(Number(row.blending_seq))?.push(Number(row.bag_mass));
  return sizes;
}

/** Every price of the blends for the cafe (its own and the list's), in the order they were entered. */
export async function pricesFor(
  db: Database,
  roaster: number,
  cafe: number,
  blends: readonly number[],
): Promise<Map<number, PriceRow[]>> {
  const prices = new Map<number, PriceRow[]>(blends.map((blend) => [blend, []]));
  if (blends.length === 0) return prices;
  const rows = await db
    .selectFrom('blending_price')
    .select(['blending_seq', 'bag_mass', 'cafe_seq', 'price', sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as('day')])
    .where('roaster_seq', '=', roaster)
    .where('blending_seq', 'in', [...blends])
    .where((eb) => eb.or([eb('cafe_seq', 'is', null), eb('cafe_seq', '=', cafe)]))
    .orderBy('price_seq')
    .execute();
  for (const row of rows)
    prices.get(Number(row.blending_seq))?.push({
      bag_mass: Number(row.bag_mass),
      cafe_seq: row.cafe_seq === null ? null : Number(row.cafe_seq),
      price: Number(row.price),
      valid_from: row.day,
    });
  return prices;
}

/**
 * A cafe's price per bag on a day (behaviour §05-10): the price in force, the cafe's own before the list; the cafe's
 * discount comes off a list price (a cafe's own price is its price). Null when none is in force.
 */
export function cafeUnitPrice(
  rows: readonly PriceRow[],
  bag: number,
  day: string,
  cafe: number,
  discount: number,
): number | null {
  const row = priceInForce(rows, bag, day, cafe);
  if (!row) return null;
  return row.cafe_seq === null ? discountedPrice(row.price, discount) : row.price;
}

export interface PricedLine {
  blending_seq: number;
  order_mass: number;
  bag_mass: number;
  unit_price: number;
  line_amount: number;
}

/**
 * The order's lines priced as placed on `day` (behaviour §05-10): each line's bag (the size it was ordered in, a kg
 * for a blend sold without sizes), its unit price and amount; a line without a price in force is refused by its place
 * in the form (`order_no_price`, naming the blend), nothing written.
 */
export async function priceLines(
  db: Database,
  order: { roaster: number; cafe: number; day: string },
  lines: readonly Row[],
  settings: MoneySettings,
): Promise<PricedLine[]> {
  const blends = [...new Set(lines.map((line) => Number(line.blending_seq)))];
  const [sizes, prices, names] = await Promise.all([
    bagSizes(db, blends),
    pricesFor(db, order.roaster, order.cafe, blends),
    blends.length
      ? db
          .selectFrom('blending_default')
          .select(['blending_seq', 'blending_name', 'blending_name_kr'])
          .where('blending_seq', 'in', blends)
          .execute()
      : Promise.resolve([]),
  ]);
  return lines.map((line, index) => {
    const blend = Number(line.blending_seq);
    const mass = Number(line.order_mass);
    const bag = bagsOf(mass, sizes.get(blend) ?? [])?.size ?? PER_KG;
    const unit = cafeUnitPrice(prices.get(blend) ?? [], bag, order.day, order.cafe, settings.discount);
    if (unit === null) {
      const name = names.find((one) => Number(one.blending_seq) === blend);
      throw badRequest('order_no_price', {
        field: `blending_seq_${index}`,
        bound: name?.blending_name ?? name?.blending_name_kr ?? String(blend),
        names: {
          kr: name?.blending_name_kr ?? name?.blending_name ?? '',
          en: name?.blending_name ?? name?.blending_name_kr ?? '',
        },
      });
    }
    return {
      blending_seq: blend,
      order_mass: mass,
      bag_mass: bag,
      unit_price: unit,
      line_amount: amountOfMass(mass, bag, unit),
    };
  });
}

/** An order as its pricing reads it: its keys, parties and day. */
export interface OrderToPrice {
  order_year: number;
  order_seq: number;
  cafe_seq: number;
  roaster_seq: number;
  day: string;
}

/**
 * Prices an order as placed (behaviour §05-10): each line's bag, unit price and amount, and the order's currency, VAT
 * rate and basis, subtotal, VAT, shipping fee and total, at the roastery's settings now.
 */
export async function priceOrder(trx: Database, order: OrderToPrice): Promise<void> {
  const lines = await trx
    .selectFrom('cafe_order_blending')
    .select(['blending_seq', 'order_mass'])
    .where('order_year', '=', order.order_year)
    .where('order_seq', '=', order.order_seq)
    .orderBy('blending_seq')
    .execute();
  const [roaster, cafe] = [order.roaster_seq, order.cafe_seq];
  const settings = await moneySettings(trx, roaster, cafe);
  const priced = await priceLines(trx, { roaster, cafe, day: order.day }, lines, settings);
  for (const line of priced) {
    await trx
      .updateTable('cafe_order_blending')
      .set({ bag_mass: line.bag_mass, unit_price: line.unit_price, line_amount: line.line_amount })
      .where('order_year', '=', order.order_year)
      .where('order_seq', '=', order.order_seq)
      .where('blending_seq', '=', line.blending_seq)
      .execute();
  }
  const value = orderValue(priced, settings);
  await trx
    .updateTable('cafe_order')
    .set({
      currency: settings.currency,
      vat_rate: settings.vat_rate,
      price_vat_included: settings.price_vat_included,
      subtotal: value.subtotal,
      vat: value.vat,
      shipping_fee: value.shipping_fee,
      total: value.total,
    })
    .where('order_year', '=', order.order_year)
    .where('order_seq', '=', order.order_seq)
    .execute();
}

/**
 * Captures a cafe's order's value in the save's transaction, once its lines are written (behaviour §05-10): a placed
 * order is priced (again, on an edit); a cancelled one keeps what it was placed at.
 */
export async function captureOrderValue(trx: Database, keys: Row): Promise<void> {
  const order = await trx
    .selectFrom('cafe_order')
    .select(['order_year', 'order_seq', 'cafe_seq', 'roaster_seq', 'order_status'])
    .select(sql<string>`to_char(order_date, 'YYYY-MM-DD')`.as('day'))
    .where('order_year', '=', Number(keys.order_year))
    .where('order_seq', '=', Number(keys.order_seq))
    .executeTakeFirst();
  if (!order || order.order_status !== 'PLACED') return;
  await priceOrder(trx, {
    order_year: Number(order.order_year),
    order_seq: Number(order.order_seq),
    cafe_seq: Number(order.cafe_seq),
    roaster_seq: Number(order.roaster_seq),
    day: order.day,
  });
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { priceCalls } from 'mf-roaster/model';
import { cafePriceCall } from 'mf-cafe/model';
import { menuSegments, ORDERING_RELATIONS, PAGES } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { serveCall } from '@coffee/api-kernel/http/calls';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf, requireUser } from '@coffee/api-kernel/http/context';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { insertByRule } from '@coffee/api-kernel/engine/rule-writes';
import { partnerCondition } from '@coffee/api-kernel/engine/partners';
import { bagSizes, cafeUnitPrice, moneySettings, PER_KG, pricesFor } from '../resources/order-value';

/*
 * The roastery's price list (behaviour §05-10): per blend sold and bag size a list price from a day, and per partner
 * cafe its own; a new price is a new row, the history stays. Managers and up read and set it; a cafe reads only the
 * prices it would order at (its own before the list, its discount off the list), for its order form.
 */

const PRICES = menuSegments(PAGES.RoasterPrice);
const CAFE_ORDER = menuSegments(PAGES.CafeOrder);

/** A real calendar day 'YYYY-MM-DD', else 400 `field_date` naming the field. */
function dayOf(params: Row, field: string): string {
  const value = params[field];
  const day = typeof value === 'string' ? value : '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw badRequest('field_date', { field });
  return day;
}

/** A whole number at least `min`, else 400 naming the field (`field_required`, `field_NaN`, `field_minValue`). */
function wholeOf(params: Row, field: string, min: number): number {
  const value = params[field];
  if (value === undefined || value === null || value === '') throw badRequest('field_required', { field });
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw badRequest('field_NaN', { field });
  if (number < min) throw badRequest('field_minValue', { field, bound: min });
  return number;
}

/** The roastery's blends for sale with their sizes (a blend without sizes: per kg). */
async function blendsOf(db: Database, roaster: number, only?: number) {
  const rows = await db
    .selectFrom('blending_default')
    .select(['blending_seq', 'blending_name as name', 'blending_name_kr as name_kr'])
    .where('roaster_seq', '=', roaster)
    .where('blending_sale_use', '=', true)
    .where('blending_use', '=', true)
    .$if(only !== undefined, (query) => query.where('blending_seq', '=', only ?? -1))
    .orderBy('blending_name')
    .execute();
  const sizes = await bagSizes(
    db,
    rows.map((row) => Number(row.blending_seq)),
  );
  return rows.map((row) => {
    const bags = sizes.get(Number(row.blending_seq)) ?? [];
    return {
      ...row,
      blending_seq: Number(row.blending_seq),
      bag_list: bags.length ? bags : [PER_KG],
      per_kg: bags.length === 0,
    };
  });
}

/** The cafes the roastery trades with (the relations a cafe orders under), with their discounts. */
async function partnersOf(db: Database, roaster: number) {
  const rows = await db
    .selectFrom('roaster_cafe as rc')
    .innerJoin('cafe as c', 'c.cafe_seq', 'rc.cafe_seq')
    .select(['c.cafe_seq', 'c.cafe_name', 'c.cafe_name_kr', 'rc.roaster_cafe_discount as discount'])
    .where('rc.roaster_seq', '=', roaster)
    .where('rc.roaster_cafe_auth', 'in', [...ORDERING_RELATIONS])
    .orderBy('c.cafe_name')
    .execute();
  const seen = new Set<number>();
  return rows
    .map((row) => ({ ...row, cafe_seq: Number(row.cafe_seq), discount: Number(row.discount) }))
    .filter((row) => !seen.has(row.cafe_seq) && Boolean(seen.add(row.cafe_seq)));
}

export function registerPriceRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, priceCalls.list, async (request) => {
    const access = await authorize(ctx, request, PRICES, 'view');
    const roaster = access.org?.seq ?? -1;
    const params = paramsOf(request);
    const only = params.blending_seq ? wholeOf(params, 'blending_seq', 1) : undefined;
    const [settings, blends, cafes] = await Promise.all([
      moneySettings(ctx.db, roaster, -1),
      blendsOf(ctx.db, roaster, only),
      partnersOf(ctx.db, roaster),
    ]);
    const prices = await ctx.db
      .selectFrom('blending_price')
      .select(['price_seq', 'blending_seq', 'bag_mass', 'cafe_seq', 'price', 'rgst_by'])
      .select(sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'))
      .where('roaster_seq', '=', roaster)
      .$if(only !== undefined, (query) => query.where('blending_seq', '=', only ?? -1))
      .orderBy('blending_seq')
      .orderBy('bag_mass')
      .orderBy('valid_from', 'desc')
      .orderBy('price_seq', 'desc')
      .execute();
    return {
      status: 'OK' as const,
      result: {
        currency: settings.currency,
        price_vat_included: settings.price_vat_included,
        vat_rate: settings.vat_rate,
        blends,
        cafes,
        prices: prices.map((row) => ({
          ...row,
          price_seq: Number(row.price_seq),
          blending_seq: Number(row.blending_seq),
          bag_mass: Number(row.bag_mass),
          cafe_seq: row.cafe_seq === null ? null : Number(row.cafe_seq),
          price: Number(row.price),
        })),
      },
    };
  });

  serveCall(app, priceCalls.edit, async (request) => {
    const access = await authorize(ctx, request, PRICES, 'edit');
    const user = requireUser(request);
    const roaster = access.org?.seq ?? -1;
    const params = paramsOf(request);
    const blend = wholeOf(params, 'blending_seq', 1);
    const bag = wholeOf(params, 'bag_mass', 1);
    const price = wholeOf(params, 'price', 0);
    const day = dayOf(params, 'valid_from');
    const cafe =
      params.cafe_seq === undefined || params.cafe_seq === null || params.cafe_seq === ''
        ? null
        : wholeOf(params, 'cafe_seq', 1);
    // Another roastery's blend, or one not for sale, is no choice of this list.
    const [sold] = await blendsOf(ctx.db, roaster, blend);
    if (!sold) throw badRequest('field_code', { field: 'blending_seq' });
    if (!sold.bag_list.includes(bag))
      throw badRequest('price_bag_size', {
        field: 'bag_mass',
        bound: sold.bag_list.map((size) => `${size / 10} g`).join(', '),
      });
    if (cafe !== null && !(await partnersOf(ctx.db, roaster)).some((one) => one.cafe_seq === cafe))
      throw badRequest('price_not_partner', { field: 'cafe_seq' });
    const row = await insertByRule(ctx.db, 'blending_price', user, {
      roaster_seq: roaster,
      blending_seq: blend,
      bag_mass: bag,
      cafe_seq: cafe,
      price,
      valid_from: day,
    })
      .returning('price_seq')
      .executeTakeFirstOrThrow();
    return { status: 'OK' as const, result: { price_seq: Number(row.price_seq) } };
  });

  // What the cafe's order form shows before placing (behaviour §05-10): its price per bag of each blend on the day.
  serveCall(app, cafePriceCall, async (request) => {
    const access = await authorize(ctx, request, CAFE_ORDER, 'view');
    const cafe = access.org?.seq ?? -1;
    const params = paramsOf(request);
    const roaster = wholeOf(params, 'roaster_seq', 1);
    const day = dayOf(params, 'order_date');
    const partner = await sql<{ ok: boolean }>`select ${partnerCondition(cafe, roaster)} as ok`.execute(ctx.db);
    if (!partner.rows[0]?.ok) throw notFound();
    const [settings, blends] = await Promise.all([moneySettings(ctx.db, roaster, cafe), blendsOf(ctx.db, roaster)]);
    const prices = await pricesFor(
      ctx.db,
      roaster,
      cafe,
      blends.map((blend) => blend.blending_seq),
    );
    return {
      status: 'OK' as const,
      result: {
        currency: settings.currency,
        vat_rate: settings.vat_rate,
        price_vat_included: settings.price_vat_included,
        shipping_fee: settings.shipping_fee,
        prices: blends.flatMap((blend) =>
          blend.bag_list.map((bag) => ({
            blending_seq: blend.blending_seq,
            bag_mass: bag,
            price: cafeUnitPrice(prices.get(blend.blending_seq) ?? [], bag, day, cafe, settings.discount),
          })),
        ),
      },
    };
  });
}

import { sql } from 'kysely';
import type { OrderStatus } from '@coffee/domain';
import { RELEASE_BLOCKED } from '@coffee/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import {
  deriveBlendingDefault,
  deriveBlendingResult,
  settleBlendingStock,
} from '@coffee/roaster-server/resources/production';
import { priceOrder } from '@coffee/roaster-server/resources/order-value';
import { orderLines } from '@coffee/roaster-server/routes/trade-lines';
import { receiveFromRoastery, shipToCafe } from '@coffee/roaster-server/routes/trade-shipping';

interface Person {
  seq: number;
  name: string;
}

export interface DemoTrade {
  roaster: { seq: number; owner: Person };
  cafe: { seq: number; owner: Person };
}

const G = 10; // 0.1 g per gram

/** The day `days` before (negative: after) the day the database is created, and its year. */
async function dayFrom(trx: Database, days: number): Promise<{ day: string; year: number }> {
  const found = await sql<{ day: string; year: number }>`select
    to_char(current_date - ${days}::integer, 'YYYY-MM-DD') as day,
    extract(year from current_date - ${days}::integer)::integer as year`.execute(trx);
  return found.rows[0] ?? { day: '', year: 0 };
}

const audit = (who: Person) => ({ rgst_user: who.seq, rgst_by: who.name, edit_user: who.seq, edit_by: who.name });

/** A blend for sale, in its bag sizes (g), keeping `minimum` g in stock. */
async function sell(trx: Database, blend: number, bags: readonly number[], minimum: number): Promise<void> {
  await trx
    .updateTable('blending_default')
    .set({ blending_sale_use: true, blending_stock_min: minimum * G })
    .where('blending_seq', '=', blend)
    .execute();
  await trx
    .insertInto('blending_default_bag')
    .values(bags.map((bag) => ({ blending_seq: blend, bag_mass: bag * G })))
    .execute();
}

/**
 * The roastery's money (behaviour §05-10): its and its cafe's business identity, a shipping fee per order, and list
 * prices (KRW per bag, without VAT) of its blends from two months before the seed.
 */
async function priceList(
  trx: Database,
  { roaster, cafe }: DemoTrade,
  prices: ReadonlyArray<[blend: number, grams: number, won: number]>,
) {
  await trx
    .updateTable('roaster')
    .set({
      roaster_shipping_fee: 3000,
      roaster_biz_no: '1208812345',
      roaster_biz_owner: roaster.owner.name,
      roaster_biz_address: '서울특별시 성동구 성수이로 1',
      roaster_biz_type: '제조업',
      roaster_biz_item: '커피 원두',
    })
    .where('roaster_seq', '=', roaster.seq)
    .execute();
  await trx
    .updateTable('cafe')
    .set({
      cafe_biz_no: '2118854321',
      cafe_biz_owner: cafe.owner.name,
      cafe_biz_address: '서울특별시 용산구 한남대로 1',
      cafe_biz_type: '음식점업',
      cafe_biz_item: '커피전문점',
    })
    .where('cafe_seq', '=', cafe.seq)
    .execute();
  const { day } = await dayFrom(trx, 60);
  await trx
    .insertInto('blending_price')
    .values(
      prices.map(([blend, grams, won]) => ({
        roaster_seq: roaster.seq,
        blending_seq: blend,
        bag_mass: grams * G,
        price: won,
        valid_from: day,
        ...audit(roaster.owner),
      })),
    )
    .execute();
}

/** The roastery's roast batch holding the most stock that may go into a blend (not held or rejected). */
async function fullestRoast(trx: Database, { roaster }: DemoTrade) {
  return trx
    .selectFrom('roasting_result')
    .select(['roasting_seq', 'roasting_result_year', 'roasting_result_seq'])
    .where('roaster_seq', '=', roaster.seq)
    .where((eb) => eb.or([eb('roasting_release', 'is', null), eb('roasting_release', 'not in', [...RELEASE_BLOCKED])]))
    .orderBy('roasting_instock', 'desc')
    .executeTakeFirstOrThrow();
}

type Roast = Awaited<ReturnType<typeof fullestRoast>>;

/** A batch of `blendSeq` of `grams` blended `daysAgo` from `roast` (the demo's stock to ship). */
async function bagged(
  trx: Database,
  { roaster }: DemoTrade,
  blendSeq: number,
  roast: Roast,
  grams: number,
  daysAgo: number,
) {
  const { day, year } = await dayFrom(trx, daysAgo);
  const batch = await trx
    .insertInto('blending_result')
    .values({
      roaster_seq: roaster.seq,
      blending_seq: blendSeq,
      blending_result_year: year,
      blending_result_date: day,
      blending_result_desc: 'Bagged for the cafes',
      ...audit(roaster.owner),
    })
    .returning('blending_result_seq')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('blending_result_roasting')
    .values({
      blending_result_year: year,
      blending_result_seq: batch.blending_result_seq,
      roasting_result_year: roast.roasting_result_year,
      roasting_result_seq: roast.roasting_result_seq,
      roasting_mass: grams * G,
      roasting_order: 0,
    })
    .execute();
  const keys = { blending_result_year: year, blending_result_seq: Number(batch.blending_result_seq) };
  await settleBlendingStock(trx, keys);
  await deriveBlendingResult(trx, keys);
  return keys;
}

/** A single origin of the roast batch holding the most stock, with a batch of `grams` blended `daysAgo`. */
async function singleOrigin(trx: Database, trade: DemoTrade, grams: number, daysAgo: number) {
  const { roaster } = trade;
  const roast = await fullestRoast(trx, trade);
  const blend = await trx
    .insertInto('blending_default')
    .values({
      roaster_seq: roaster.seq,
      blending_name: 'Seoul single origin',
      blending_name_kr: '서울 싱글 오리진',
      roasting_instock_change: false,
      blending_desc: 'One roast, bagged as it is: bright and clean.',
      ...audit(roaster.owner),
    })
    .returning('blending_seq')
    .executeTakeFirstOrThrow();
  const blendSeq = Number(blend.blending_seq);
  await trx
    .insertInto('blending_default_roasting')
    .values({
      blending_seq: blendSeq,
      roasting_seq: Number(roast.roasting_seq),
      roasting_mass: 10000,
      roasting_order: 0,
    })
    .execute();
  await deriveBlendingDefault(trx, { blending_seq: blendSeq });
  return { blend: blendSeq, batch: await bagged(trx, trade, blendSeq, roast, grams, daysAgo) };
}

/**
 * The records of a shipment are as old as it; so is a bean of the cafe made by it (above `firstNewBean`), which then
 * stays below the beans typed on the day of the seed.
 */
async function backdate(
  trx: Database,
  order: { order_year: number; order_seq: number },
  day: string,
  firstNewBean: number,
): Promise<void> {
  const at = sql<string>`${day}::timestamptz`;
  const delivered = trx
    .selectFrom('cafe_order_shipment')
    .select('received_seq')
    .where('order_year', '=', order.order_year)
    .where('order_seq', '=', order.order_seq);
  await trx
    .updateTable('coffeebean_received')
    .set({ rgst_at: at, edit_at: at })
    .where('received_seq', 'in', delivered)
    .execute();
  await trx
    .updateTable('coffeebean')
    .set({ rgst_at: at, edit_at: at })
    .where(
      'coffeebean_seq',
      'in',
      trx.selectFrom('coffeebean_received').select('coffeebean_seq').where('received_seq', 'in', delivered),
    )
    .where('coffeebean_seq', '>=', firstNewBean)
    .where(sql<boolean>`rgst_at > ${at}`)
    .execute();
}

interface DemoOrder {
  status: OrderStatus;
  /** Days before the seed that it was ordered, and that it is wanted by (negative: after). */
  ordered: number;
  wanted: number;
  lines: ReadonlyArray<readonly [blend: number, grams: number]>;
  memo: string;
  reason?: string;
}

/**
 * The demo's trade (behaviour §05-2): the Seoul roastery sells its house blend and a single origin to the Hannam cafe,
 * which has one order in each status, dated from the day the database is created; the shipped ones moved stock
 * through the ledger as the order calls do.
 */
export async function seedDemoTrade(trx: Database, trade: DemoTrade): Promise<void> {
  const { roaster, cafe } = trade;
  const house = await trx
    .selectFrom('blending_default')
    .select('blending_seq')
    .where('roaster_seq', '=', roaster.seq)
    .orderBy('blending_seq')
    .executeTakeFirstOrThrow();
  const houseBlend = Number(house.blending_seq);
  await sell(trx, houseBlend, [200, 1000], 5000);
  const origin = await singleOrigin(trx, trade, 8000, 10);
  await sell(trx, origin.blend, [200, 500], 2000);
  await priceList(trx, trade, [
    [houseBlend, 200, 9000],
    [houseBlend, 1000, 38000],
    [origin.blend, 200, 12000],
    [origin.blend, 500, 27000],
  ]);
  // The house blend's own demo batches are small (a sample drum's roasts): the cafe's bags come from a fresh one.
  const houseBatch = await bagged(trx, trade, houseBlend, await fullestRoast(trx, trade), 800, 8);

  const beans = await trx
    .selectFrom('coffeebean')
    .select(sql<number>`coalesce(max(coffeebean_seq), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  const firstNewBean = Number(beans.next);
  const orders: DemoOrder[] = [
    {
      status: 'PLACED',
      ordered: 1,
      wanted: -6,
      lines: [
        [houseBlend, 2000],
        [origin.blend, 1000],
      ],
      memo: 'For the weekend brunch',
    },
    { status: 'CONFIRMED', ordered: 3, wanted: -3, lines: [[origin.blend, 2000]], memo: 'Filter menu' },
    { status: 'SHIPPED', ordered: 6, wanted: 1, lines: [[houseBlend, 600]], memo: 'Espresso' },
    { status: 'RECEIVED', ordered: 12, wanted: 7, lines: [[origin.blend, 1000]], memo: 'Trial of the single origin' },
    {
      status: 'CANCELLED',
      ordered: 5,
      wanted: 0,
      lines: [[houseBlend, 5000]],
      memo: 'Event stock',
      reason: 'The event moved; we will order again.',
    },
  ];
  const toShip: Array<{ order: DemoOrder; placed: Row & { order_year: number; order_seq: number } }> = [];
  for (const order of orders) {
    const { day, year } = await dayFrom(trx, order.ordered);
    const wanted = await dayFrom(trx, order.wanted);
    const placed = await trx
      .insertInto('cafe_order')
      .values({
        cafe_seq: cafe.seq,
        roaster_seq: roaster.seq,
        order_year: year,
        order_date: day,
        wanted_date: wanted.day,
        order_memo: order.memo,
        order_status: order.status === 'CANCELLED' ? 'CANCELLED' : order.status === 'PLACED' ? 'PLACED' : 'CONFIRMED',
        order_total_mass: order.lines.reduce((sum, [, grams]) => sum + grams * G, 0),
        ...(order.status === 'PLACED' || order.status === 'CANCELLED' ? {} : { confirm_date: day }),
        ...(order.reason
          ? { order_reason: order.reason, cancel_date: (await dayFrom(trx, order.ordered - 1)).day }
          : {}),
        ...audit(cafe.owner),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cafe_order_blending')
      .values(
        order.lines.map(([blend, grams]) => ({
          order_year: year,
          order_seq: placed.order_seq,
          blending_seq: blend,
          order_mass: grams * G,
        })),
      )
      .execute();
    // Each order is worth what it was placed at (behaviour §05-10).
    await priceOrder(trx, {
      order_year: year,
      order_seq: Number(placed.order_seq),
      cafe_seq: cafe.seq,
      roaster_seq: roaster.seq,
      day,
    });
    if (order.status === 'SHIPPED' || order.status === 'RECEIVED') toShip.push({ order, placed });
  }
  // Shipped oldest first, as a roastery ships: each shipment's invoice takes the next number (behaviour §05-11).
  toShip.sort((a, b) => b.order.ordered - a.order.ordered);
  for (const { order, placed: inserted } of toShip) {
    // As the order reads now that it is priced: its shipment's invoice bills its shipping fee (behaviour §05-11).
    const placed = await trx
      .selectFrom('cafe_order')
      .selectAll()
      .where('order_year', '=', inserted.order_year)
      .where('order_seq', '=', inserted.order_seq)
      .executeTakeFirstOrThrow();
    const [line] = order.lines;
    const batch = line?.[0] === houseBlend ? houseBatch : origin.batch;
    const shipped = (await dayFrom(trx, order.ordered - 3)).day;
    await shipToCafe(trx, {
      order: placed,
      picks: [{ ...batch, ship_mass: (line?.[1] ?? 0) * G }],
      lines: await orderLines(trx, placed),
      before: 0,
      user: { user_seq: roaster.owner.seq, user_name: roaster.owner.name },
      day: shipped,
    });
    await backdate(trx, placed, shipped, firstNewBean);
    if (order.status === 'RECEIVED')
      await receiveFromRoastery(trx, {
        order: placed,
        shipmentNo: 1,
        shortfalls: new Map(),
        memo: 'All bags arrived',
        user: { user_seq: cafe.owner.seq, user_name: cafe.owner.name },
        day: (await dayFrom(trx, order.ordered - 4)).day,
      });
  }
}

import { sql } from 'kysely';
import { amountOfMass, splitVat } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import type { Access } from '@coffee/api-kernel/http/context';

const KG = 10000;
/** Who reads the cost of a cup whatever the owner chose (behaviour §05-16). */
const CUP_COST_READERS: readonly string[] = ['MNG', 'SMNG', 'OWN'];

/** Whether the cafe's owner lets its baristas (and assistants) read the cost of a cup. */
export const baristasSee = async (db: Database, cafe: number): Promise<boolean> =>
  (await db.selectFrom('cafe').select('cafe_cup_cost_barista').where('cafe_seq', '=', cafe).executeTakeFirst())
    ?.cafe_cup_cost_barista === true;

/** Whether this member reads the cost of a cup: managers and up always, the others when the owner allows. */
export async function readsCupCost(db: Database, access: Access): Promise<boolean> {
  if (!access.org) return false;
  if (CUP_COST_READERS.includes(access.org.membership.user_auth ?? '')) return true;
  return baristasSee(db, access.org.seq);
}

/** What a received lot cost the cafe: its order line's price per bag and size, and the order's VAT basis. */
interface LotPrice {
  received_seq: number;
  currency: string | null;
  bag_mass: string;
  unit_price: string;
  vat_rate: string | null;
  price_vat_included: boolean | null;
}

/** The prices of the cafe's received lots that came by a priced order line (behaviour §05-16). */
async function lotPrices(db: Database, cafe: number, receivedSeqs: readonly number[]): Promise<Map<number, LotPrice>> {
  if (receivedSeqs.length === 0) return new Map();
  const { rows } = await sql<LotPrice>`select distinct on (s.received_seq) s.received_seq, o.currency, l.bag_mass,
      l.unit_price, o.vat_rate, o.price_vat_included
    from cafe_order_shipment s
    join cafe_order o on o.order_year = s.order_year and o.order_seq = s.order_seq
    join cafe_order_blending l
      on l.order_year = s.order_year and l.order_seq = s.order_seq and l.blending_seq = s.blending_seq
    where o.cafe_seq = ${cafe} and s.received_seq = any(${[...receivedSeqs]}::bigint[])
      and l.unit_price is not null and l.bag_mass > 0
    order by s.received_seq, s.order_year, s.order_seq, s.shipment_no`.execute(db);
  return new Map(rows.map((row) => [Number(row.received_seq), row]));
}

/** The bean cost of `dose` (0.1 g) of a lot: its price per bag without VAT, pro rata (behaviour §05-16). */
export function doseCost(price: LotPrice, dose: number): number {
  const supply = splitVat(Number(price.unit_price), price.vat_rate ?? 0, price.price_vat_included === true).supply;
  return amountOfMass(dose, Number(price.bag_mass), supply);
}

/** A received lot's price per kg and the cost of a dose of it, or nulls without a price. */
export async function cupCost(db: Database, cafe: number, receivedSeq: number, dose: number | null) {
  const price = (await lotPrices(db, cafe, [receivedSeq])).get(receivedSeq);
  if (!price) return { currency: null, price_kg: null, cup_cost: null };
  return {
    currency: price.currency,
    price_kg: doseCost(price, KG),
    cup_cost: dose === null ? null : doseCost(price, dose),
  };
}

interface BrewRow {
  day: string;
  received_seq: number | null;
  brewing_bean_mass: string | null;
}

/**
 * The bean cost of the cafe's brews per day of a range (behaviour §05-16): each brew with a dose of a priced lot
 * costs its dose; the cost per cup is over those brews.
 */
export async function dailyCupCosts(db: Database, cafe: number, range: { from: string; to: string }) {
  const { rows } = await sql<BrewRow>`select to_char(brewing_result_date, 'YYYY-MM-DD') as day, received_seq,
      brewing_bean_mass
    from cafe_brewing_result
    where cafe_seq = ${cafe} and brewing_result_date between ${range.from}::date and ${range.to}::date
    order by brewing_result_date`.execute(db);
  const prices = await lotPrices(db, cafe, [
    ...new Set(rows.flatMap((row) => (row.received_seq === null ? [] : [Number(row.received_seq)]))),
  ]);
  const days = new Map<string, { date: string; brews: number; costed: number; bean_cost: number }>();
  let currency: string | null = null;
  for (const row of rows) {
    const day = days.get(row.day) ?? { date: row.day, brews: 0, costed: 0, bean_cost: 0 };
    days.set(row.day, day);
    day.brews += 1;
    const price = row.received_seq === null ? undefined : prices.get(Number(row.received_seq));
    if (!price || row.brewing_bean_mass === null) continue;
    currency ??= price.currency;
    day.costed += 1;
    day.bean_cost += doseCost(price, Number(row.brewing_bean_mass));
  }
  return {
    currency,
    days: [...days.values()].map((day) => ({
      ...day,
      cup_cost: day.costed === 0 ? null : Math.round(day.bean_cost / day.costed),
    })),
  };
}

import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { mostNamed } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';

/**
 * What the cup said about a batch (behaviour §05-6), followed downstream by serial: the blend batches' serials reach
 * the cafes' received batches (`blending_result_uuid`), their brews (`received_seq`) and the consumers' notes written
 * from a blend batch's or a received batch's serial. Aggregates only: no consumer is named.
 */

/** The blend batches a feedback is about, as `(year, seq)` pairs: SQL selecting `y`, `s`. */
export type BlendBatches = RawBuilder<unknown>;

/** One blend batch. */
export const blendBatch = (year: number, seq: number): BlendBatches =>
  sql`select ${year}::bigint as y, ${seq}::bigint as s`;

/** The blend batches a roast batch went into. */
export const blendsOfRoast = (year: number, seq: number): BlendBatches =>
  sql`select blending_result_year as y, blending_result_seq as s from blending_result_roasting
    where roasting_result_year = ${year} and roasting_result_seq = ${seq}`;

/** The roastery's cupping notes on a blend batch (its QC brewing results) and on a roast batch (QC roasting notes). */
export const blendCuppings = (year: number, seq: number) =>
  sql`select cupnote_satis, cupnote_sca_final from qc_brewing_result
    where blending_result_year = ${year} and blending_result_seq = ${seq}`;
export const roastCuppings = (year: number, seq: number) =>
  sql`select cupnote_satis, cupnote_sca_final from qc_roasting
    where roasting_result_year = ${year} and roasting_result_seq = ${seq}`;

/** The public serials of the blend batches (what a consumer's note names). */
const publicSerialsOf = (batches: BlendBatches) => sql`select r.blending_result_uuid_str
  from blending_result r join (${batches}) b on b.y = r.blending_result_year and b.s = r.blending_result_seq`;

/**
 * The cafes' received batches of them that the roastery put in their hands (behaviour §05-6): made by a shipment of
 * one of the roastery's orders, or registered with the batch's cafe serial (the QR code that travels with the bag:
 * the capability). A record that names only the public serial, which anyone can read off a bag or a page, is a
 * stranger's and counts for nothing.
 */
const receivedOf = (batches: BlendBatches) =>
  sql`select * from coffeebean_received where blending_result_uuid in (select r.blending_result_uuid_cafe
      from blending_result r join (${batches}) b on b.y = r.blending_result_year and b.s = r.blending_result_seq)
    or received_seq in (select s.received_seq from cafe_order_shipment s
      join (${batches}) b on b.y = s.blending_result_year and b.s = s.blending_result_seq
      join blending_result r on r.blending_result_year = s.blending_result_year
        and r.blending_result_seq = s.blending_result_seq
      join cafe_order o on o.order_year = s.order_year and o.order_seq = s.order_seq
        and o.roaster_seq = r.roaster_seq
      join coffeebean_received c on c.received_seq = s.received_seq and c.cafe_seq = o.cafe_seq)`;

/** Satisfaction of every cafe brew and consumer note on them (`satis`, `flavors`, `source`). */
const verdictsOf = (batches: BlendBatches) => sql`
  select 'brew' as source, w.brewing_satis as satis, null::text[] as flavors
    from cafe_brewing_result w join (${receivedOf(batches)}) c on c.received_seq = w.received_seq
  union all
  select 'note', n.cupnote_satis, n.cupnote_flavor_list from user_cupnote n
    where (n.coffeebean_uuid_type = 'RSTRDT' and n.coffeebean_uuid in (${publicSerialsOf(batches)}))
       or (n.coffeebean_uuid_type = 'CAFEDT' and n.coffeebean_uuid in (select received_uuid_str from (${receivedOf(batches)}) c))`;

/** The list column: mean satisfaction of the brews and notes, one decimal (null without any). */
export const feedbackSatis = (batches: BlendBatches): RawBuilder<number | null> =>
  sql<number | null>`(select round(avg(v.satis)::numeric, 1)::float8 from (${verdictsOf(batches)}) v)`;

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface Feedback {
  cafes: Array<{ cafe_seq: number; cafe_name: string | null; cafe_name_kr: string | null; received_mass: number }>;
  brews: {
    count: number;
    satis: number | null;
    dose: [number | null, number | null];
    yield: [number | null, number | null];
    time: [number | null, number | null];
  };
  notes: { count: number; satis: number | null; flavors: string[] };
  cupping: { count: number; satis: number | null; sca: number | null };
  satis: number | null;
}

/** The facts downstream of the blend batches and the batch's own cupping notes, in five set-based queries. */
export async function feedbackOf(
  db: Database,
  batches: BlendBatches,
  cuppings: RawBuilder<unknown>,
): Promise<Feedback> {
  const [cafes, brews, notes, overall, cupping] = await Promise.all([
    sql<{ cafe_seq: number; cafe_name: string | null; cafe_name_kr: string | null; received_mass: string }>`
      select f.cafe_seq, f.cafe_name, f.cafe_name_kr, coalesce(sum(c.received_mass), 0) as received_mass
        from (${receivedOf(batches)}) c join cafe f on f.cafe_seq = c.cafe_seq
        group by f.cafe_seq order by f.cafe_seq`.execute(db),
    sql<Record<string, unknown>>`
      select count(*) as count, round(avg(w.brewing_satis)::numeric, 1)::float8 as satis,
             min(w.brewing_bean_mass) as dose_min, max(w.brewing_bean_mass) as dose_max,
             min(w.brewing_result_total) as yield_min, max(w.brewing_result_total) as yield_max,
             min(w.brewing_term) as time_min, max(w.brewing_term) as time_max
        from cafe_brewing_result w join (${receivedOf(batches)}) c on c.received_seq = w.received_seq`.execute(db),
    sql<{ satis: number | null; flavors: string[] | null }>`
      select v.satis, v.flavors from (${verdictsOf(batches)}) v where v.source = 'note'`.execute(db),
    sql<{ satis: number | null }>`select ${feedbackSatis(batches)} as satis`.execute(db),
    sql<{ count: string; satis: number | null; sca: number | null }>`
      select count(*) as count, round(avg(q.cupnote_satis)::numeric, 1)::float8 as satis,
             round(avg(q.cupnote_sca_final)::numeric, 2)::float8 as sca
        from (${cuppings}) q`.execute(db),
  ]);
  const brew = brews.rows[0] ?? {};
  const noteSatis = notes.rows.map((row) => row.satis).filter((satis): satis is number => satis !== null);
  const mean = (values: number[]) =>
    values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
  return {
    cafes: cafes.rows.map((row) => ({
      ...row,
      cafe_seq: Number(row.cafe_seq),
      received_mass: Number(row.received_mass),
    })),
    brews: {
      count: Number(brew.count ?? 0),
      satis: numberOrNull(brew.satis),
      dose: [numberOrNull(brew.dose_min), numberOrNull(brew.dose_max)],
      yield: [numberOrNull(brew.yield_min), numberOrNull(brew.yield_max)],
      time: [numberOrNull(brew.time_min), numberOrNull(brew.time_max)],
    },
    notes: {
      count: notes.rows.length,
      satis: mean(noteSatis),
      flavors: mostNamed(notes.rows.map((row) => row.flavors)),
    },
    cupping: {
      count: Number(cupping.rows[0]?.count ?? 0),
      satis: numberOrNull(cupping.rows[0]?.satis),
      sca: numberOrNull(cupping.rows[0]?.sca),
    },
    satis: numberOrNull(overall.rows[0]?.satis),
  };
}

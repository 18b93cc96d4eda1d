import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { traceCall } from 'mf-roaster/model';
import { TRACE_KEYS, menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { ApiError, badRequest } from '@coffee/api-kernel/http/errors';
import { serveCall } from '@coffee/api-kernel/http/calls';

type Start =
  | { kind: 'greenbean'; bean: number; year: number }
  | { kind: 'roasting'; year: number; seq: number }
  | { kind: 'blending'; year: number; seq: number };

/** A key sent: its whole number, 400 `field_NaN` naming it otherwise; undefined when not sent. */
const keyOf = (params: Row, field: string): number | undefined => {
  const value = params[field];
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw badRequest('field_NaN', { field });
  return number;
};

/** Which record the trace starts from: the first pair sent whole; none → 400 `field_required`. */
function startOf(params: Row): Start {
  const [bean, beanYear] = [keyOf(params, 'greenbean_roaster_seq'), keyOf(params, 'greenbean_year')];
  const [roastYear, roast] = [keyOf(params, 'roasting_result_year'), keyOf(params, 'roasting_result_seq')];
  const [blendYear, blend] = [keyOf(params, 'blending_result_year'), keyOf(params, 'blending_result_seq')];
  if (bean !== undefined && beanYear !== undefined) return { kind: 'greenbean', bean, year: beanYear };
  if (roast !== undefined && roastYear !== undefined) return { kind: 'roasting', year: roastYear, seq: roast };
  if (blend !== undefined && blendYear !== undefined) return { kind: 'blending', year: blendYear, seq: blend };
  const half = TRACE_KEYS.flat().find((field) => params[field] !== undefined && params[field] !== null);
  const pair = TRACE_KEYS.find((keys) => keys.some((key) => key === half)) ?? TRACE_KEYS[0];
  throw badRequest('field_required', { field: pair.find((key) => params[key] === undefined) ?? pair[0] });
}

/** Another roastery's lot or batch, or none: 404 `trace_key_unknown` naming the key, whatever was sent. */
const unknownKey = (field: string) => new ApiError(404, 'trace_key_unknown', { field });

const ids = (rows: readonly Row[], column: string): number[] => [...new Set(rows.map((row) => Number(row[column])))];
const list = (seqs: readonly number[]) => (seqs.length ? sql.join(seqs) : sql`null`);

/** The roast batches the trace holds and, for a green lot's trace, the lot's mass in each. */
async function roastsFrom(db: Database, roaster: number, start: Start): Promise<Row[]> {
  if (start.kind === 'greenbean') {
    const lot = await db
      .selectFrom('greenbean_roaster_year as y')
      .innerJoin('greenbean_roaster as g', 'g.greenbean_roaster_seq', 'y.greenbean_roaster_seq')
      .select('y.greenbean_year')
      .where('g.roaster_seq', '=', roaster)
      .where('y.greenbean_roaster_seq', '=', start.bean)
      .where('y.greenbean_year', '=', start.year)
      .executeTakeFirst();
    if (!lot) throw unknownKey('greenbean_roaster_seq');
    return (
      await sql<Row>`select r.roasting_result_seq, sum(x.greenbean_mass)::float8 as greenbean_mass
        from roasting_result_greenbean x join roasting_result r on r.roasting_result_seq = x.roasting_result_seq
        where r.roaster_seq = ${roaster} and x.greenbean_roaster_seq = ${start.bean}
          and x.greenbean_year = ${start.year}
        group by r.roasting_result_seq`.execute(db)
    ).rows;
  }
  if (start.kind === 'roasting') {
    const found = await sql<Row>`select roasting_result_seq from roasting_result
      where roaster_seq = ${roaster} and roasting_result_year = ${start.year}
        and roasting_result_seq = ${start.seq}`.execute(db);
    if (found.rows.length === 0) throw unknownKey('roasting_result_seq');
    return found.rows;
  }
  const found = await sql<Row>`select blending_result_seq from blending_result
    where roaster_seq = ${roaster} and blending_result_year = ${start.year}
      and blending_result_seq = ${start.seq}`.execute(db);
  if (found.rows.length === 0) throw unknownKey('blending_result_seq');
  return (
    await sql<Row>`select x.roasting_result_seq, sum(x.roasting_mass)::float8 as blended_mass
      from blending_result_roasting x join roasting_result r on r.roasting_result_seq = x.roasting_result_seq
      where x.blending_result_seq = ${start.seq} and r.roaster_seq = ${roaster}
      group by x.roasting_result_seq`.execute(db)
  ).rows;
}

/**
 * A trace (behaviour §12-2) from a green lot, a roast batch or a blend batch of the roastery: the roast batches made
 * from it (or in it), the blend batches holding them (or it) with the mass of the traced roasts in each, the green
 * lots of those roasts, and every shipment of those blend batches to a cafe.
 */
export async function traceOf(db: Database, roaster: number, start: Start) {
  const seeds = await roastsFrom(db, roaster, start);
  const roastSeqs = ids(seeds, 'roasting_result_seq');
  const blendRows =
    start.kind === 'blending'
      ? [{ blending_result_seq: start.seq, traced_mass: null }]
      : (
          await sql<Row>`select x.blending_result_seq, sum(x.roasting_mass)::float8 as traced_mass
            from blending_result_roasting x join blending_result b on b.blending_result_seq = x.blending_result_seq
            where b.roaster_seq = ${roaster} and x.roasting_result_seq in (${list(roastSeqs)})
            group by x.blending_result_seq`.execute(db)
        ).rows;
  const blendSeqs = ids(blendRows, 'blending_result_seq');
  const [roasts, blends, greenbeans, shipments] = await Promise.all([
    sql<Row>`select r.roasting_result_year, r.roasting_result_seq, r.roasting_batch_code,
        to_char(r.roasting_result_date, 'YYYY-MM-DD') as roasting_result_date, r.roasting_seq,
        d.roasting_name, d.roasting_name_kr, r.greenbean_total_mass, r.roasting_mass, r.roasting_instock,
        r.roasting_release
      from roasting_result r left join roasting_default d on d.roasting_seq = r.roasting_seq
      where r.roaster_seq = ${roaster} and r.roasting_result_seq in (${list(roastSeqs)})
      order by r.roasting_result_date, r.roasting_result_seq`.execute(db),
    sql<Row>`select b.blending_result_year, b.blending_result_seq, b.blending_batch_code,
        to_char(b.blending_result_date, 'YYYY-MM-DD') as blending_result_date, b.blending_seq,
        d.blending_name, d.blending_name_kr, b.blending_total_mass, b.blending_instock
      from blending_result b left join blending_default d on d.blending_seq = b.blending_seq
      where b.roaster_seq = ${roaster} and b.blending_result_seq in (${list(blendSeqs)})
      order by b.blending_result_date, b.blending_result_seq`.execute(db),
    sql<Row>`select x.greenbean_roaster_seq, x.greenbean_year, g.greenbean_name, g.greenbean_name_kr,
        sum(x.greenbean_mass)::float8 as greenbean_mass
      from roasting_result_greenbean x join greenbean_roaster g on g.greenbean_roaster_seq = x.greenbean_roaster_seq
      where x.roasting_result_seq in (${list(roastSeqs)}) and g.roaster_seq = ${roaster}
        ${start.kind === 'greenbean' ? sql`and x.greenbean_roaster_seq = ${start.bean} and x.greenbean_year = ${start.year}` : sql``}
      group by x.greenbean_roaster_seq, x.greenbean_year, g.greenbean_name, g.greenbean_name_kr
      order by g.greenbean_name, x.greenbean_year`.execute(db),
    sql<Row>`select o.cafe_seq, c.cafe_name, c.cafe_name_kr, s.order_year, s.order_seq, s.shipment_no,
        to_char(coalesce(s.ship_date, o.ship_date), 'YYYY-MM-DD') as ship_date,
        to_char(s.receive_date, 'YYYY-MM-DD') as receive_date, s.blending_result_year, s.blending_result_seq,
        b.blending_batch_code, s.ship_mass::float8 as ship_mass
      from cafe_order_shipment s
        join cafe_order o on o.order_year = s.order_year and o.order_seq = s.order_seq
        join blending_result b on b.blending_result_seq = s.blending_result_seq
        left join cafe c on c.cafe_seq = o.cafe_seq
      where o.roaster_seq = ${roaster} and s.blending_result_seq in (${list(blendSeqs)})
      order by coalesce(s.ship_date, o.ship_date), c.cafe_name, s.order_seq, s.shipment_no`.execute(db),
  ]);
  const seedOf = new Map(seeds.map((row) => [Number(row.roasting_result_seq), row]));
  const tracedOf = new Map(blendRows.map((row) => [Number(row.blending_result_seq), row.traced_mass]));
  return {
    roasts: roasts.rows.map((row) => ({
      ...row,
      // The traced lot's mass in the roast, or the roast's mass in the traced blend batch.
      traced_mass:
        seedOf.get(Number(row.roasting_result_seq))?.greenbean_mass ??
        seedOf.get(Number(row.roasting_result_seq))?.blended_mass ??
        null,
    })),
    blends: blends.rows.map((row) => ({ ...row, traced_mass: tracedOf.get(Number(row.blending_result_seq)) ?? null })),
    greenbeans: greenbeans.rows,
    shipments: shipments.rows,
  };
}

/**
 * `POST /api/roaster/trace` with `roaster_seq` and a green lot (`greenbean_roaster_seq` + `greenbean_year`), a roast
 * batch (`roasting_result_year` + `roasting_result_seq`) or a blend batch (`blending_result_year` +
 * `blending_result_seq`) (behaviour §12-2): read by the roastery's staff, who read its orders; nothing is stored.
 */
export function registerTraceRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, traceCall, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.RoastingTrace), 'listview');
    const start = startOf(paramsOf(request));
    return { status: 'OK' as const, result: await traceOf(ctx.db, access.org?.seq ?? -1, start) };
  });
}

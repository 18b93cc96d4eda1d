import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { noteSummaryCall } from 'mf-user/model';
import { noteCountCall } from 'mf-public-tools/model';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { notFound } from '@coffee/api-kernel/http/errors';
import { limits } from '@coffee/api-kernel/http/rate-limits';

/** How many months "My coffee at a glance" covers, and how many origins and flavors it names. */
export const SUMMARY_MONTHS = 12;
export const SUMMARY_TOP = 5;

const serialOf = (request: FastifyRequest): string => {
  const value = paramsOf(request).serial;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) throw notFound();
  return value.trim();
};

/**
 * The personal notes' summary and the public note count of a bean:
 * - `/api/user/qc/coffeebean/summary`: the signed-in user's own notes only — notes and average satisfaction per month
 *   (the 12 months up to the latest note), the most noted origin countries and wheel flavors.
 * - `/api/user/beaninfo/notecount`: how many notes were written on a serial, open to guests, no personal data.
 */
export function registerUserNoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, noteSummaryCall, async (request) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.UserQCCoffeebean), 'listview');
    const userSeq = access.user?.user_seq ?? -1;
    // The months up to the latest note (today's month when there is none): an old notebook still has a chart.
    const latest = await sql<{ month: string }>`
      select to_char(coalesce(max(cupnote_date), current_date), 'YYYY-MM') as month
        from user_cupnote where user_seq = ${userSeq}`.execute(ctx.db);
    const latestMonth = latest.rows[0]?.month ?? new Date().toISOString().slice(0, 7);
    const months = await sql<{ month: string; notes: number; satisfaction: number | null }>`
      select to_char(cupnote_date, 'YYYY-MM') as month, count(*)::int as notes,
             round(avg(cupnote_satis)::numeric, 1)::float8 as satisfaction
        from user_cupnote
       where user_seq = ${userSeq}
         and cupnote_date >= to_date(${latestMonth}, 'YYYY-MM') - make_interval(months => ${SUMMARY_MONTHS - 1})
       group by 1 order by 1`.execute(ctx.db);
    const top = (column: 'blending_country_list' | 'cupnote_flavor_list') =>
      sql<{ code: string; notes: number }>`
        select code, count(*)::int as notes
          from user_cupnote, unnest(${sql.ref(column)}) as code
         where user_seq = ${userSeq} and code <> ''
         group by code order by notes desc, code limit ${SUMMARY_TOP}`.execute(ctx.db);
    const [origins, flavors] = await Promise.all([top('blending_country_list'), top('cupnote_flavor_list')]);
    const total = await ctx.db
      .selectFrom('user_cupnote')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('user_seq', '=', userSeq)
      .executeTakeFirstOrThrow();
    return {
      status: 'OK' as const,
      result: {
        total: total.total,
        latest_month: latestMonth,
        months: months.rows,
        origins: origins.rows,
        flavors: flavors.rows,
      },
    };
  });

  const noteCount = async (request: FastifyRequest) => {
    const found = await ctx.db
      .selectFrom('user_cupnote')
      .select(sql<number>`count(*)::int`.as('notes'))
      .where('coffeebean_uuid', '=', serialOf(request))
      .executeTakeFirstOrThrow();
    return { status: 'OK' as const, result: { notes: found.notes } };
  };
  serveCall(app, noteCountCall, noteCount, { config: limits.public(ctx) });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { dialInPrefill, menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import { dialInPrefillCall } from 'mf-cafe/model';
import { settingNoteCalls } from 'mf-public-tools/model';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { pathParam, serveCall } from '@coffee/api-kernel/http/calls';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { limits } from '@coffee/api-kernel/http/rate-limits';

const TODAY = menuSegments(PAGES.CafeSettingToday);

/** What a guest sees of a dial-in: the bean, how it is brewed and how it tastes (no stock, no equipment keys). */
const NOTE_COLUMNS = [
  'd.dialin_date',
  'd.brewing_type',
  'd.brewing_grinder_point',
  'd.brewing_bean_mass',
  'd.brewing_result_total',
  'd.brewing_term',
  'd.brewing_temp',
  'd.dialin_taste',
  'd.dialin_barista',
  'b.coffeebean_name',
  'b.coffeebean_name_kr',
  'b.coffeebean_country_list',
] as const;

/** The latest public dial-in of each bean in use (the cafe's "today"), newest first. */
async function noteOf(db: Database, cafeSeq: number) {
  return db
    .selectFrom('cafe_dialin as d')
    .innerJoin('coffeebean as b', 'b.coffeebean_seq', 'd.coffeebean_seq')
    .select([
      ...NOTE_COLUMNS,
      sql<
        number | null
      >`(d.dialin_date - (select r.blending_result_date from coffeebean_received r where r.received_seq = d.received_seq))`.as(
        'brewing_date_term',
      ),
    ])
    .distinctOn('d.coffeebean_seq')
    .where('d.cafe_seq', '=', cafeSeq)
    .where('d.dialin_public', '=', true)
    .where('b.coffeebean_use', '=', true)
    .orderBy('d.coffeebean_seq')
    .orderBy('d.dialin_date', 'desc')
    .orderBy('d.dialin_seq', 'desc')
    .execute()
    .then((rows) => rows.sort((a, b) => String(b.dialin_date).localeCompare(String(a.dialin_date))));
}

/**
 * The dial-in calls beyond the engine's list/detail/edit: the prefill of a new dial-in, the serial of the cafe's
 * public note and the public note itself (guests too: it is opened from a QR code at the counter).
 */
export function registerDialInRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, dialInPrefillCall, async (request) => {
    const access = await authorize(ctx, request, TODAY, 'write');
    const bean = Number(paramsOf(request).coffeebean_seq);
    if (!Number.isSafeInteger(bean)) throw badRequest('field_required', { field: 'coffeebean_seq' });
    const cafe = access.org?.seq ?? -1;
    const last = await ctx.db
      .selectFrom('cafe_dialin')
      .selectAll()
      .where('cafe_seq', '=', cafe)
      .where('coffeebean_seq', '=', bean)
      .orderBy('dialin_date', 'desc')
      .orderBy('dialin_seq', 'desc')
      .executeTakeFirst();
    const target = await ctx.db
      .selectFrom('cafe_dialin_default')
      .selectAll()
      .where('cafe_seq', '=', cafe)
      .where('coffeebean_seq', '=', bean)
      .where('dialin_default_use', '=', true)
      .orderBy('dialin_default_seq', 'desc')
      .executeTakeFirst();
    return { status: 'OK' as const, result: dialInPrefill(last, target) };
  });

  serveCall(app, settingNoteCalls.serial, async (request) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.CafeSettingNote), 'view');
    const cafe = await ctx.db
      .selectFrom('cafe')
      .select(['cafe_note_uuid'])
      .where('cafe_seq', '=', access.org?.seq ?? -1)
      .executeTakeFirstOrThrow();
    return { status: 'OK' as const, result: cafe };
  });

  const publicNote = async (request: FastifyRequest) => {
    const cafe = await ctx.db
      .selectFrom('cafe')
      .select(['cafe_seq', 'cafe_name', 'cafe_name_kr'])
      .where('cafe_note_uuid', '=', pathParam(request, 'serial'))
      .where('cafe_use', '=', true)
      .executeTakeFirst();
    if (!cafe) throw notFound();
    const rows = await noteOf(ctx.db, Number(cafe.cafe_seq));
    return {
      status: 'OK' as const,
      result: { cafe_name: cafe.cafe_name, cafe_name_kr: cafe.cafe_name_kr },
      dialin_list: rows,
    };
  };
  serveCall(app, settingNoteCalls.note, publicNote, { config: limits.public(ctx) });
}

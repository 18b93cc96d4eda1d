import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUPPING_STATUS, menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import { updateByRule } from '@coffee/api-kernel/engine/rule-writes';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { badRequest, conflict, forbidden, notFound } from '@coffee/api-kernel/http/errors';
import { pathParam, serveCall } from '@coffee/api-kernel/http/calls';
import { cuppingCalls } from 'mf-quality/model';
import { runsSession } from '../resources/cupping';

const SESSION_PAGE = menuSegments(PAGES.QCCupping);

/** The session's withdrawn cuppers, oldest first: who was taken out, by whom and when (behaviour §07-2). */
export const withdrawalsOf = (db: Database, sessionSeq: number) =>
  db
    .selectFrom('cupping_cupper_withdrawal')
    .select(['roaster_user_seq', 'roaster_user_nick', 'withdrawn_by', 'withdrawn_at'])
    .where('session_seq', '=', sessionSeq)
    .orderBy('withdrawal_seq')
    .execute();

/**
 * Taking a cupper out of an open session (behaviour §07-2): the one way a cupper who submitted leaves it. The session's
 * owner or a manager does it explicitly; the withdrawal keeps who, when and the sheets the cupper had submitted, and
 * the session's table names it. A session edit that drops such a cupper is refused (409 `cupping_cupper_submitted`).
 */
export function registerCupperWithdrawal(app: FastifyInstance, ctx: AppContext): void {
  const withdraw = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SESSION_PAGE, 'edit');
    const cupperSeq = Number(paramsOf(request).roaster_user_seq);
    const seq = Number(pathParam(request, 'seq'));
    if (!Number.isSafeInteger(seq)) throw notFound();
    return ctx.db.transaction().execute(async (trx: Database) => {
      const session = await trx
        .selectFrom('cupping_session')
        .selectAll()
        .where('session_seq', '=', seq)
        .where('roaster_seq', '=', access.org?.seq ?? -1)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw notFound();
      if (!runsSession(access, session)) throw forbidden();
      if (session.session_status === CUPPING_STATUS.closed) throw conflict('cupping_session_closed');
      const cupper = Number.isSafeInteger(cupperSeq)
        ? await trx
            .selectFrom('cupping_session_cupper as c')
            .innerJoin('roaster_user as u', 'u.roaster_user_seq', 'c.roaster_user_seq')
            .select(['c.roaster_user_seq', 'u.roaster_user_nick'])
            .where('c.session_seq', '=', seq)
            .where('c.roaster_user_seq', '=', cupperSeq)
            .executeTakeFirst()
        : undefined;
      if (!cupper) throw badRequest('cupping_cupper_missing', { field: 'roaster_user_seq' });
      const sheets = await trx
        .selectFrom('cupping_sheet')
        .select(['sample_code', 'sheet_values', 'sheet_score', 'excluded_by', 'excluded_at'])
        .where('session_seq', '=', seq)
        .where('roaster_user_seq', '=', cupperSeq)
        .orderBy('sample_code')
        .execute();
      await trx
        .insertInto('cupping_cupper_withdrawal')
        .values({
          session_seq: seq,
          roaster_user_seq: cupperSeq,
          roaster_user_nick: cupper.roaster_user_nick,
          withdrawn_sheets: JSON.stringify(sheets),
          withdrawn_user: access.user?.user_seq ?? null,
          withdrawn_by: access.user?.user_name ?? null,
        })
        .execute();
      await trx
        .deleteFrom('cupping_session_cupper')
        .where('session_seq', '=', seq)
        .where('roaster_user_seq', '=', cupperSeq)
        .execute();
      // The session changed: a form loaded before must be read again rather than invite the cupper back unseen.
      if (access.user)
        await updateByRule(trx, 'cupping_session', access.user, {}).where('session_seq', '=', seq).execute();
      return { status: 'OK' as const, result: { withdrawn: cupperSeq, sheets: sheets.length } };
    });
  };
  serveCall(app, cuppingCalls.withdraw, withdraw);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVOICE_STATUSES, invoiceCalls } from '@coffee/domain/contracts';
import type { InvoiceRow, Payable, Receivable } from '@coffee/domain/contracts';
import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import { serveCall } from '@coffee/api-kernel/http/calls';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf, requireUser } from '@coffee/api-kernel/http/context';
import { ApiError, badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { claimSaveRequest, keepSaveAnswer, takeRequestId } from '@coffee/api-kernel/engine/save-requests';
import { agedBalances, monthOf, statementOf } from './ageing';
import { creditNote, recordPayment } from './payments';
import { hometaxExport } from './hometax';
import type { Side } from './read';
import { answerRow, invoiceDetail, invoiceKeys, invoiceList, invoiceRows, readDay } from './read';

/**
 * Invoices, credit notes, payments, what is owed, statements and the tax service's export (behaviour §05-11 to
 * §05-13): the roastery's managers and up read and record them at its invoice page, the cafe's at its own; another
 * organisation's invoice is not found whatever keys are sent.
 */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const roasterInvoices = menuSegments(PAGES.RoasterInvoice);
  const roasterReceivables = menuSegments(PAGES.RoasterReceivable);
  const cafeInvoices = menuSegments(PAGES.CafeInvoice);
  const cafePayables = menuSegments(PAGES.CafePayable);
  const sideOf = async (request: FastifyRequest, menu: readonly string[], org: Side['org']): Promise<Side> => {
    const access = await authorize(ctx, request, menu, 'view');
    return { org, seq: access.org?.seq ?? -1 };
  };
  const statusFilter = (value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (!(INVOICE_STATUSES as readonly unknown[]).includes(value)) throw badRequest('field_code', { field: 'status' });
  };

  for (const [org, calls, menu] of [
    ['roaster', invoiceCalls.roaster, roasterInvoices],
    ['cafe', invoiceCalls.cafe, cafeInvoices],
  ] as const) {
    serveCall(app, calls.list, async (request) => {
      const side = await sideOf(request, menu, org);
      const params = paramsOf(request);
      statusFilter(params.status);
      return {
        status: 'OK' as const,
        result: await invoiceList(ctx.db, side, params, await readDay(ctx.db, params.today)),
      };
    });
    serveCall(app, calls.detail, async (request) => {
      const side = await sideOf(request, menu, org);
      const params = paramsOf(request);
      return {
        status: 'OK' as const,
        result: await invoiceDetail(ctx.db, side, invoiceKeys(params), await readDay(ctx.db, params.today)),
      };
    });
  }

  serveCall(app, invoiceCalls.roaster.statement, async (request) => {
    const side = await sideOf(request, roasterReceivables, 'roaster');
    const params = paramsOf(request);
    const cafe = Number(params.cafe_seq);
    if (!Number.isSafeInteger(cafe) || cafe <= 0) throw badRequest('field_required', { field: 'cafe_seq' });
    return {
      status: 'OK' as const,
      result: await statementOf(ctx.db, { roaster_seq: side.seq, cafe_seq: cafe }, params.month),
    };
  });
  serveCall(app, invoiceCalls.cafe.statement, async (request) => {
    const side = await sideOf(request, cafePayables, 'cafe');
    const params = paramsOf(request);
    const roaster = Number(params.roaster_seq);
    if (!Number.isSafeInteger(roaster) || roaster <= 0) throw badRequest('field_required', { field: 'roaster_seq' });
    return {
      status: 'OK' as const,
      result: await statementOf(ctx.db, { roaster_seq: roaster, cafe_seq: side.seq }, params.month),
    };
  });

  serveCall(app, invoiceCalls.roaster.receivables, async (request) => {
    const side = await sideOf(request, roasterReceivables, 'roaster');
    const day = await readDay(ctx.db, paramsOf(request).today);
    return { status: 'OK' as const, result: (await agedBalances(ctx.db, side, day)) as Receivable[] };
  });
  serveCall(app, invoiceCalls.cafe.payables, async (request) => {
    const side = await sideOf(request, cafePayables, 'cafe');
    const day = await readDay(ctx.db, paramsOf(request).today);
    return { status: 'OK' as const, result: (await agedBalances(ctx.db, side, day)) as Payable[] };
  });

  serveCall(app, invoiceCalls.roaster.payment, async (request) => {
    const access = await authorize(ctx, request, roasterInvoices, 'write');
    const user = requireUser(request);
    const params = paramsOf(request);
    const keys = invoiceKeys(params);
    const requestId = takeRequestId(params);
    const day = await readDay(ctx.db, params.today);
    const result = await ctx.db.transaction().execute(async (trx) => {
      // A payment sent again with its request id records nothing and answers what the first did (behaviour §06-3).
      const saved = requestId ? { id: requestId, path: invoiceCalls.roaster.payment.path } : null;
      const earlier = saved ? await claimSaveRequest(trx, saved, user) : null;
      if (earlier) return earlier as InvoiceRow & { payment_seq: number };
      const paid = await recordPayment(trx, { roaster: access.org?.seq ?? -1, keys, params, user });
      const row = await invoiceRows(trx)
        .where('i.invoice_year', '=', keys.invoice_year)
        .where('i.invoice_seq', '=', keys.invoice_seq)
        .executeTakeFirstOrThrow();
      const answer = { ...answerRow(row, day), payment_seq: paid };
      if (saved) await keepSaveAnswer(trx, saved, answer);
      return answer;
    });
    return { status: 'OK' as const, result };
  });

  serveCall(app, invoiceCalls.roaster.credit, async (request) => {
    const access = await authorize(ctx, request, roasterInvoices, 'write');
    const user = requireUser(request);
    const params = paramsOf(request);
    const keys = invoiceKeys(params);
    const result = await ctx.db
      .transaction()
      .execute((trx) => creditNote(trx, { roaster: access.org?.seq ?? -1, keys, params, user }));
    return { status: 'OK' as const, result };
  });

  // An issued invoice is never edited (behaviour §05-11): a correction is a credit note.
  serveCall(app, invoiceCalls.roaster.edit, async (request) => {
    const side = await sideOf(request, roasterInvoices, 'roaster');
    const keys = invoiceKeys(paramsOf(request));
    const found = await ctx.db
      .selectFrom('invoice')
      .select('invoice_no')
      .where('invoice_year', '=', keys.invoice_year)
      .where('invoice_seq', '=', keys.invoice_seq)
      .where('roaster_seq', '=', side.seq)
      .executeTakeFirst();
    if (!found) throw notFound();
    throw new ApiError(409, 'invoice_issued', { field: 'invoice_seq', bound: found.invoice_no });
  });

  serveCall(app, invoiceCalls.roaster.taxExport, async (request) => {
    const side = await sideOf(request, roasterInvoices, 'roaster');
    const params = paramsOf(request);
    const { month, first, next } = monthOf(params.month);
    const day = await readDay(ctx.db, params.today);
    const rows = await invoiceRows(ctx.db)
      .where('i.roaster_seq', '=', side.seq)
      .where('i.issue_date', '>=', first)
      .where('i.issue_date', '<', next)
      .orderBy('i.invoice_number')
      .execute();
    const details = [];
    for (const row of rows)
      details.push(
        await invoiceDetail(ctx.db, side, { invoice_year: row.invoice_year, invoice_seq: row.invoice_seq }, day),
      );
    return { status: 'OK' as const, result: hometaxExport(month, details) };
  });
}

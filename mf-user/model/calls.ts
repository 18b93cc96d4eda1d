// The personal area's hand-written calls: one contract each, read by the page that calls it and the route that
// serves it.
import { RecordValues, T, brewHistoryImportCall, defineCall } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A code and how many notes name it. */
const Counted = T.Open({ code: T.String(), notes: T.Number() });

/** The signed-in user's own notes at a glance: per month, and the most noted origins and flavors. */
export const noteSummaryCall = defineCall({
  path: '/api/user/qc/coffeebean/summary',
  method: 'GET',
  tag: 'UserQCCoffeebean',
  summary: 'my coffee at a glance',
  params: T.Open({}),
  result: T.Open({
    total: T.Number(),
    /** `YYYY-MM` of the latest note: the months end there. */
    latest_month: T.String(),
    months: T.Array(T.Open({ month: T.String(), notes: T.Number(), satisfaction: T.Nullable(T.Number()) })),
    origins: T.Array(Counted),
    flavors: T.Array(Counted),
  }),
});
export interface NoteSummary extends Static<typeof noteSummaryCall.result> {}

/** A coffee lover's Beanconqueror history: equipment, brewing settings, coffee notes and brewing records (behaviour §10-5). */
export const brewHistoryCall = brewHistoryImportCall(
  'user',
  'UserBrewingResult',
  "Imports a Beanconqueror backup into the user's brewing records, equipment, settings and coffee notes (dry_run 1: preview)",
);

/** The signed-in user's account (UserBasicInfo): read by GET, or by a POST without `edit_at`; a POST with it saves. */
export const basicInfoCalls = {
  read: defineCall({
    path: '/api/userinfo',
    method: 'GET',
    tag: 'UserBasicInfo',
    summary: 'My account',
    params: T.Open({}),
    result: RecordValues,
    extras: { detail_result: T.Optional(T.Unknown()) },
  }),
  save: defineCall({
    path: '/api/userinfo',
    method: 'POST',
    tag: 'UserBasicInfo',
    summary: 'My account: read, or save with edit_at',
    params: T.Open({ edit_at: T.Optional(T.Unknown()) }),
    /** The account (a read), or its keys and new edit_at (a save). */
    result: RecordValues,
    extras: { detail_result: T.Optional(T.Unknown()) },
  }),
};

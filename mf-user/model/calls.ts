// The personal area's hand-written calls: one contract each, read by the page that calls it and the route that
// serves it.
import { T, brewHistoryImportCall, defineCall } from '@coffee/domain/contracts';
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

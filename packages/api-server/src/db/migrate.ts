import type { Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { Database } from '@coffee/api-kernel/db/database';
import * as core from './migrations/001-core';
import * as reference from './migrations/002-reference';
import * as organisation from './migrations/003-organisation';
import * as pages from './migrations/004-pages';
import * as changeNotify from './migrations/005-change-notify';
import * as orderIndexes from './migrations/006-order-indexes';
import * as stockLedger from './migrations/007-stock-ledger';
import * as dialIn from './migrations/009-dialin';
import * as scaCupping from './migrations/010-sca-cupping';
import * as referenceBatch from './migrations/011-reference-batch';
import * as ledgerKinds from './migrations/012-ledger-kinds';
import * as sessionLimits from './migrations/013-session-limits';
import * as trade from './migrations/014-trade';
import * as planFeedback from './migrations/015-plan-feedback';
import * as roastConsistency from './migrations/016-roast-consistency';
import * as saveRequests from './migrations/019-save-requests';
import * as shortCodes from './migrations/020-short-codes';
import * as cuppingSessions from './migrations/017-cupping-sessions';
import * as workingDay from './migrations/018-working-day';
import * as partialShipments from './migrations/022-partial-shipments';
import * as batchCodes from './migrations/023-batch-codes';
import * as cupperWithdrawals from './migrations/024-cupper-withdrawals';
import * as roastImports from './migrations/029-roast-imports';
import * as planSchedule from './migrations/025-plan-schedule';
import * as blendRatio from './migrations/030-blend-ratio';
import * as requestLimits from './migrations/031-request-limits';
import * as orderLineClose from './migrations/032-order-line-close';
import * as brewingImports from './migrations/033-brewing-imports';
import * as prices from './migrations/034-prices';
import * as invoices from './migrations/035-invoices';
import * as costs from './migrations/036-costs';

/** Migrations live in code (no directory scan), in order. */
const MIGRATIONS: Record<string, Migration> = {
  '001-core': core,
  '002-reference': reference,
  '003-organisation': organisation,
  '004-pages': pages,
  '005-change-notify': changeNotify,
  '006-order-indexes': orderIndexes,
  '007-stock-ledger': stockLedger,
  '009-dialin': dialIn,
  '010-sca-cupping': scaCupping,
  '011-reference-batch': referenceBatch,
  '012-ledger-kinds': ledgerKinds,
  '013-session-limits': sessionLimits,
  '014-trade': trade,
  '015-plan-feedback': planFeedback,
  '016-roast-consistency': roastConsistency,
  '019-save-requests': saveRequests,
  '020-short-codes': shortCodes,
  '017-cupping-sessions': cuppingSessions,
  '018-working-day': workingDay,
  '022-partial-shipments': partialShipments,
  '023-batch-codes': batchCodes,
  '024-cupper-withdrawals': cupperWithdrawals,
  '025-plan-schedule': planSchedule,
  '029-roast-imports': roastImports,
  '030-blend-ratio': blendRatio,
  '031-request-limits': requestLimits,
  '032-order-line-close': orderLineClose,
  '033-brewing-imports': brewingImports,
  '034-prices': prices,
  '035-invoices': invoices,
  '036-costs': costs,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Database): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Runs the migrations up to and including `last` (a release's schema, for the upgrade tests). */
export async function migrateTo(db: Database, last: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateTo(last);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

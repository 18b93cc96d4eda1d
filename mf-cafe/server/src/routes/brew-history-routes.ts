import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { brewHistoryCall as cafeBrewHistoryCall } from 'mf-cafe/model';
import { brewHistoryCall as userBrewHistoryCall } from 'mf-user/model';
import type { BrewHistoryAnswer } from '@coffee/domain/contracts';
import type { HistoryKind, HistoryOwner, HistoryRow } from '@coffee/domain';
import {
  BEANCONQUEROR_LIMITS,
  BeanconquerorFormatError,
  HISTORY_KINDS,
  beanconquerorRows,
  readBeanconqueror,
} from '@coffee/domain';
import { entities, menuSegments, PAGES, validateRecord } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import type { Access, AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { ApiError, badRequest } from '@coffee/api-kernel/http/errors';
import { insertByRule } from '@coffee/api-kernel/engine/rule-writes';

/** The import's tables by name: each kind's table is chosen at run time (TARGETS). */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

type Page = (typeof PAGES)[keyof typeof PAGES];
interface Target {
  table: string;
  seq: string;
  page: Page;
  entity: string;
}
/** Where each kind of row goes, per owner (behaviour §10-5). */
const TARGETS: Record<HistoryOwner, Record<HistoryKind, Target>> = {
  cafe: {
    equipment: { table: 'cafe_equip', seq: 'cafe_equip_seq', page: PAGES.CafeEquip, entity: 'CafeEquip' },
    recipe: {
      table: 'cafe_brewing_default',
      seq: 'brewing_seq',
      page: PAGES.CafeBrewingDefault,
      entity: 'CafeBrewingDefault',
    },
    bean: { table: 'coffeebean', seq: 'coffeebean_seq', page: PAGES.CoffeebeanDefault, entity: 'CoffeebeanDefault' },
    brew: {
      table: 'cafe_brewing_result',
      seq: 'brewing_result_seq',
      page: PAGES.CafeBrewingResult,
      entity: 'CafeBrewingResult',
    },
  },
  user: {
    equipment: { table: 'user_equip_data', seq: 'user_equip_seq', page: PAGES.UserEquip, entity: 'UserEquip' },
    recipe: {
      table: 'user_brewing_default',
      seq: 'brewing_seq',
      page: PAGES.UserBrewingDefault,
      entity: 'UserBrewingDefault',
    },
    bean: { table: 'user_cupnote', seq: 'cupnote_seq', page: PAGES.UserQCCoffeebean, entity: 'UserQCCoffeebean' },
    brew: {
      table: 'user_brewing_result',
      seq: 'brewing_result_seq',
      page: PAGES.UserBrewingResult,
      entity: 'UserBrewingResult',
    },
  },
};
/** A brew's references and the fields they fill. */
const REF_FIELDS = {
  bean: 'coffeebean_seq',
  grinder: 'brewing_grinder_seq',
  machine: 'brewing_machine_seq',
  recipe: 'brewing_seq',
} as const;
const COUNTRY_LISTS: Record<HistoryOwner, string> = { cafe: 'coffeebean_country', user: 'blending_country' };
/** Room above the backup's limit for the call's other parameters and the JSON string's escapes. */
const BODY_SLACK = 256 * 1024;

const ownerColumn = (owner: HistoryOwner) => (owner === 'cafe' ? 'cafe_seq' : 'user_seq');
const ownerSeq = (owner: HistoryOwner, access: Access) => (owner === 'cafe' ? access.org!.seq : access.user!.user_seq);

/** A time zone the server knows, else refused by name. */
function timeZoneOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: String(value) });
    return String(value);
  } catch {
    throw badRequest('time_zone_unknown', { field: 'time_zone' });
  }
}

/** The kinds the visitor may add (each its page's write right); the brews' right was checked first. */
async function writableKinds(ctx: AppContext, request: FastifyRequest, owner: HistoryOwner) {
  const writable = new Set<HistoryKind>(['brew']);
  for (const kind of HISTORY_KINDS.filter((candidate) => candidate !== 'brew')) {
    try {
      await authorize(ctx, request, menuSegments(TARGETS[owner][kind].page), 'write');
      writable.add(kind);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 403) throw error;
    }
  }
  return writable;
}

/** The rows imported before, by key: their numbers. */
async function importedBefore(db: Database, owner: HistoryOwner, seq: number, rows: readonly HistoryRow[]) {
  const known = new Map<string, number>();
  for (const kind of HISTORY_KINDS) {
    const keys = rows.filter((row) => row.kind === kind).map((row) => row.key);
    if (keys.length === 0) continue;
    const target = TARGETS[owner][kind];
    const found = (await db
      .selectFrom(target.table as 'cafe_equip')
      .select(['import_key', `${target.seq} as seq` as 'cafe_equip_seq as seq'])
      .where(ownerColumn(owner) as 'cafe_seq', '=', seq)
      .where('import_key', 'in', keys)
      .execute()) as Array<{ import_key: string | null; seq: number }>;
    for (const row of found) if (row.import_key) known.set(row.import_key, row.seq);
  }
  return known;
}

/** A bean's country names as the country codes of the product's reference (English or Korean name). */
async function countryCodes(db: Database, rows: readonly HistoryRow[]): Promise<Map<string, string>> {
  const wanted = [...new Set(rows.flatMap((row) => row.countries ?? []).map((name) => name.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const found = await db
    .selectFrom('country')
    .select(['country_id', 'country_name', 'country_name_kr'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['country_name']), 'in', wanted), eb('country_name_kr', 'in', wanted)]))
    .execute();
  const codes = new Map<string, string>();
  for (const country of found) {
    codes.set(country.country_name.toLowerCase(), country.country_id);
    if (country.country_name_kr) codes.set(country.country_name_kr.toLowerCase(), country.country_id);
  }
  return codes;
}

/** A row's values with its countries and references filled in (an unsaved reference as a placeholder number). */
function valuesOf(row: HistoryRow, owner: HistoryOwner, seqs: Map<string, number>, codes: Map<string, string>) {
  const values: Record<string, unknown> = { ...row.values };
  const countries = [...new Set((row.countries ?? []).flatMap((name) => codes.get(name.toLowerCase()) ?? []))];
  if (countries.length > 0) {
    values[`${COUNTRY_LISTS[owner]}_list`] = countries;
    if (countries.length === 1) values[`${COUNTRY_LISTS[owner]}_code`] = countries[0];
  }
  for (const [ref, key] of Object.entries(row.refs)) {
    const seq = seqs.get(key);
    if (seq !== undefined) values[REF_FIELDS[ref as keyof typeof REF_FIELDS]] = seq;
  }
  return values;
}

/**
 * Reads the backup, matches its rows with those imported before, checks each new row by the product's rules and,
 * unless a dry run, adds the new rows in one transaction: equipment, recipes and beans first, then the brews that
 * point to them (behaviour §10-5).
 */
async function importHistory(
  ctx: AppContext,
  request: FastifyRequest,
  owner: HistoryOwner,
): Promise<{ status: 'OK'; result: BrewHistoryAnswer }> {
  const access = await authorize(ctx, request, menuSegments(TARGETS[owner].brew.page), 'write');
  const params = paramsOf(request);
  if (typeof params.backup !== 'string' || params.backup === '')
    throw badRequest('field_required', { field: 'backup' });
  if (params.dry_run !== '0' && params.dry_run !== '1') throw badRequest('field_required', { field: 'dry_run' });
  const timeZone = timeZoneOf(params.time_zone);
  let backup;
  try {
    backup = readBeanconqueror(params.backup, timeZone);
  } catch (error) {
    if (!(error instanceof BeanconquerorFormatError)) throw error;
    throw badRequest('backup_not_beanconqueror', { field: 'backup' });
  }
  if (backup.brews.length > BEANCONQUEROR_LIMITS.brews) {
    throw new ApiError(413, 'backup_too_many_brews', { field: 'backup', bound: BEANCONQUEROR_LIMITS.brews });
  }
  const { rows, skipped } = beanconquerorRows(backup, owner);
  const writable = await writableKinds(ctx, request, owner);
  const seq = ownerSeq(owner, access);
  const seqs = await importedBefore(ctx.db, owner, seq, rows);
  const before = new Set(seqs.keys());
  const codes = await countryCodes(ctx.db, rows);
  const problems: BrewHistoryAnswer['problems'] = [];
  const refused = new Set<string>();
  const fresh: HistoryRow[] = [];
  // A reference to a row still to be added is checked as a number; it is filled in when that row is stored.
  const planned = new Map(seqs);
  for (const row of rows) {
    if (seqs.has(row.key)) continue;
    if (!writable.has(row.kind)) {
      refused.add(row.key);
      continue;
    }
    const liveRefs = {
      ...row,
      refs: Object.fromEntries(Object.entries(row.refs).filter(([, key]) => !refused.has(key))),
    };
    const failure = validateRecord(
      entities[TARGETS[owner][row.kind].entity]!,
      valuesOf(liveRefs, owner, planned, codes),
      {
        mode: 'write',
        locale: 'en',
        representation: 'stored',
      },
    );
    if (failure) {
      refused.add(row.key);
      problems.push({
        kind: row.kind,
        label: row.label,
        field: failure.field,
        message: failure.key,
        ...(failure.bound === undefined ? {} : { bound: failure.bound }),
      });
      continue;
    }
    planned.set(row.key, 0);
    fresh.push(liveRefs);
  }
  const added = new Map<HistoryKind, number>();
  if (params.dry_run === '0' && fresh.length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      for (const row of fresh) {
        const target = TARGETS[owner][row.kind];
        const inserted = await insertByRule(trx as unknown as LooseDb, target.table, access.user!, {
          ...valuesOf(row, owner, seqs, codes),
          [ownerColumn(owner)]: seq,
          import_key: row.key,
        })
          .onConflict((conflict) =>
            conflict
              .columns([ownerColumn(owner), 'import_key'])
              .where('import_key', 'is not', null)
              .doNothing(),
          )
          .returning(sql<number>`${sql.ref(target.seq)}`.as('seq'))
          .executeTakeFirst();
        // Another import of the same backup committed meanwhile: its row stands, this one adds nothing.
        if (!inserted) continue;
        seqs.set(row.key, inserted.seq);
        added.set(row.kind, (added.get(row.kind) ?? 0) + 1);
      }
    });
  }
  const kinds = HISTORY_KINDS.map((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind);
    const already = ofKind.filter((row) => before.has(row.key)).length;
    return {
      kind,
      in_backup: ofKind.length,
      already,
      to_add: fresh.filter((row) => row.kind === kind).length,
      added: added.get(kind) ?? 0,
      problems: problems.filter((problem) => problem.kind === kind).length,
    };
  });
  const notWritable = HISTORY_KINDS.filter((kind) => !writable.has(kind)).flatMap((kind) => {
    const count = rows.filter((row) => row.kind === kind && refused.has(row.key)).length;
    return count > 0 ? [{ reason: `no_right_${kind}`, count }] : [];
  });
  return {
    status: 'OK',
    result: {
      kinds,
      waters: backup.waters.length,
      skipped: [...Object.entries(skipped).map(([reason, count]) => ({ reason, count: count ?? 0 })), ...notWritable],
      problems,
    },
  };
}

/**
 * A Beanconqueror backup brought into a cafe's or a coffee lover's brewing history (behaviour §10-5): `dry_run=1`
 * answers the preview (counts per kind, what is left out, rows the rules refuse), `dry_run=0` adds the new rows. A
 * backup larger than the limit is refused before it is read (413 `backup_too_large`), a text that is no backup by
 * name (400 `backup_not_beanconqueror`); the cafe must be one of the visitor's (403 otherwise).
 */
export function registerBrewHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    const paths = new Set([cafeBrewHistoryCall.path, userBrewHistoryCall.path]);
    scope.addHook('onRoute', (route) => {
      if (paths.has(route.url)) route.bodyLimit = BEANCONQUEROR_LIMITS.bytes + BODY_SLACK;
    });
    scope.addHook('onRequest', async (request) => {
      if (!paths.has(request.routeOptions.url ?? '')) return;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > BEANCONQUEROR_LIMITS.bytes + BODY_SLACK) {
        throw new ApiError(413, 'backup_too_large', { field: 'backup', bound: BEANCONQUEROR_LIMITS.bytes });
      }
    });
    serveCall(scope, cafeBrewHistoryCall, (request) => importHistory(ctx, request, 'cafe'));
    serveCall(scope, userBrewHistoryCall, (request) => importHistory(ctx, request, 'user'));
  });
}

import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { RoastLog } from '@coffee/domain';
import {
  AUDIENCES,
  DEFAULT_ROASTING_STEP,
  hasUserType,
  menuSegments,
  PAGES,
  readRoastLogFile,
  RoastLogFormatError,
  roastLogToResultFields,
} from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import { roastImportCall } from 'mf-roaster/model';
import type { Access, AppContext } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { authorize } from '@coffee/api-kernel/http/context';
import { ApiError, badRequest, forbidden } from '@coffee/api-kernel/http/errors';
import { visibleRecords } from '@coffee/api-kernel/engine/record-visibility';
import { and } from '@coffee/api-kernel/engine/scope';
import { insertByRule } from '@coffee/api-kernel/engine/rule-writes';
import { assignBatchCode } from '../resources/batch-codes';
import { afterBatchWrite } from '../resources/roast-consistency';

/** What one import call may carry (behaviour §08-6.4); each refused by name. */
export const IMPORT_LIMITS = { fileBytes: 5 * 1024 * 1024, files: 200, requestBytes: 64 * 1024 * 1024 } as const;

const EVENT_KEYS = {
  charge: 'charge',
  tp: 'tp',
  dryEnd: 'dry_end',
  fcStart: 'fc_start',
  fcEnd: 'fc_end',
  scStart: 'sc_start',
  scEnd: 'sc_end',
  drop: 'drop',
} as const;

interface Recipe {
  roasting_seq: number;
  roasting_name: string | null;
  roasting_name_kr: string | null;
  roasting_machine_seq: number | null;
  beans: string | null;
}

/** One file's line of the answer. */
export interface ImportLine {
  file: string;
  format?: string;
  recorded_unit?: 'C' | 'F';
  samples?: number;
  date?: string | null;
  beans?: string;
  events?: Record<
    (typeof EVENT_KEYS)[keyof typeof EVENT_KEYS],
    { time_s: number; bt_c: number | null; et_c: number | null } | null
  >;
  roasting_seq?: number | null;
  duplicate?: { roasting_result_year: number; roasting_result_seq: number; roasting_batch_code: string | null };
  batch?: { roasting_result_year: number; roasting_result_seq: number; roasting_batch_code: string | null };
  error?: string;
  detail?: string;
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const words = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The recipe whose name or green beans the log's bean name or title names; the longest match wins. */
export function matchRecipe(log: Pick<RoastLog, 'beans' | 'title'>, recipes: readonly Recipe[]): Recipe | undefined {
  const said = `${words(log.beans)} ${words(log.title)}`;
  let best: { recipe: Recipe; length: number } | undefined;
  for (const recipe of recipes) {
    for (const name of [recipe.roasting_name, recipe.roasting_name_kr, recipe.beans].map(words)) {
      if (name.length < 3 || !said.includes(name)) continue;
      if (!best || name.length > best.length) best = { recipe, length: name.length };
    }
  }
  return best?.recipe;
}

function eventsOf(log: RoastLog): NonNullable<ImportLine['events']> {
  return Object.fromEntries(
    Object.entries(EVENT_KEYS).map(([type, key]) => {
      const event = log.events.find((candidate) => candidate.type === type);
      return [
        key,
        event
          ? { time_s: Math.round(event.timeMs / 100) / 10, bt_c: oneDecimal(event.bt), et_c: oneDecimal(event.et) }
          : null,
      ];
    }),
  ) as NonNullable<ImportLine['events']>;
}

/** The key a second import of the same roast meets: the machine, the day and the curve itself. */
function importKey(log: RoastLog, chartLog: string, machine: number | null): string {
  const curve = createHash('sha256').update(chartLog).digest('hex').slice(0, 32);
  return `${machine ?? 0}|${log.date ?? ''}|${curve}`;
}

async function recipesOf(ctx: AppContext, access: Access): Promise<Recipe[]> {
  return ctx.db
    .selectFrom('roasting_default as r')
    .select([
      'r.roasting_seq',
      'r.roasting_name',
      'r.roasting_name_kr',
      'r.roasting_machine_seq',
      sql<
        string | null
      >`(select string_agg(coalesce(g.greenbean_name, '') || ' ' || coalesce(g.greenbean_name_kr, ''), ' ')
        from roasting_default_greenbean x join greenbean_roaster g on g.greenbean_roaster_seq = x.greenbean_roaster_seq
        where x.roasting_seq = r.roasting_seq)`.as('beans'),
    ])
    .where('r.roaster_seq', '=', access.org!.seq)
    .where(and(visibleRecords(access, 'roasting_default', 'r')))
    .execute() as Promise<Recipe[]>;
}

/** Stores one imported roast as a batch of history: its curve, events, day and masses, no stock moved. */
async function storeBatch(
  trx: Database,
  access: Access,
  log: RoastLog,
  recipe: Recipe,
  key: string,
): Promise<NonNullable<ImportLine['batch']>> {
  const fields = roastLogToResultFields(log);
  const date = log.date ?? new Date().toISOString().slice(0, 10);
  const tenths = (grams: number | null) => (grams === null ? null : Math.round(grams * 10));
  const [input, output] = [tenths(log.weightInG), tenths(log.weightOutG)];
  const row = await insertByRule(trx, 'roasting_result', access.user!, {
    ...(fields as Record<string, never>),
    roaster_seq: access.org!.seq,
    roasting_result_year: Number(date.slice(0, 4)),
    roasting_result_date: date,
    roasting_seq: recipe.roasting_seq,
    roasting_step: DEFAULT_ROASTING_STEP,
    greenbean_total_mass: input,
    roasting_mass: output,
    roasting_loss: input && output ? Math.round(((input - output) / input) * 10000) / 100 : null,
    roasting_result_memo: [log.title, log.beans].filter(Boolean).join(' · ') || null,
    roasting_import_format: log.source,
    roasting_import_key: key,
  })
    .returning(['roasting_result_year', 'roasting_result_seq'])
    .executeTakeFirstOrThrow();
  const keys = { roasting_result_year: row.roasting_result_year, roasting_result_seq: row.roasting_result_seq };
  await assignBatchCode(trx, 'roasting', keys);
  await afterBatchWrite(trx, keys);
  const { roasting_batch_code } = await trx
    .selectFrom('roasting_result')
    .select('roasting_batch_code')
    .where('roasting_result_seq', '=', row.roasting_result_seq)
    .executeTakeFirstOrThrow();
  return { ...keys, roasting_batch_code };
}

/** A file's line: read, matched to a recipe, checked against earlier imports, and stored unless a dry run. */
async function importFile(
  ctx: AppContext,
  access: Access,
  recipes: readonly Recipe[],
  chosen: Recipe | undefined,
  file: { name: string; bytes: Uint8Array },
  store: boolean,
  seen: Map<string, ImportLine>,
): Promise<ImportLine> {
  let log: RoastLog;
  try {
    log = await readRoastLogFile(file.name, file.bytes);
  } catch (error) {
    if (!(error instanceof RoastLogFormatError)) throw error;
    return { file: file.name, error: 'roast_log_unreadable', detail: error.message };
  }
  const recipe = chosen ?? matchRecipe(log, recipes);
  const line: ImportLine = {
    file: file.name,
    format: log.source,
    recorded_unit: log.recordedUnit,
    samples: log.samples.length,
    date: log.date,
    beans: log.beans || log.title,
    events: eventsOf(log),
    roasting_seq: recipe?.roasting_seq ?? null,
  };
  if (!recipe) return { ...line, error: 'roast_log_no_recipe' };
  const key = importKey(log, String(roastLogToResultFields(log).roasting_chart_log), recipe.roasting_machine_seq);
  const earlier = await ctx.db
    .selectFrom('roasting_result')
    .select(['roasting_result_year', 'roasting_result_seq', 'roasting_batch_code'])
    .where('roaster_seq', '=', access.org!.seq)
    .where('roasting_import_key', '=', key)
    .executeTakeFirst();
  if (earlier) return { ...line, duplicate: earlier };
  const before = seen.get(key);
  if (before) return { ...line, error: 'roast_log_repeated', detail: before.file };
  seen.set(key, line);
  if (!store) return line;
  try {
    const batch = await ctx.db.transaction().execute((trx) => storeBatch(trx, access, log, recipe, key));
    return { ...line, batch };
  } catch (error) {
    // Another import of the same roast committed meanwhile: the unique key keeps one.
    if ((error as { code?: string }).code === '23505') return { ...line, error: 'roast_log_repeated', detail: key };
    throw error;
  }
}

const tooLarge = (description: string, bound: number) => new ApiError(413, description, { bound });

/**
 * The roastery's writer who may upload roast logs (behaviour §02-5: SADMIN, ADMIN, TESTER, PAID), the same rule as
 * the batch form's upload: anyone else is refused, 403 `upload_not_allowed`, before a file is read.
 */
async function authorizeImport(ctx: AppContext, request: FastifyRequest): Promise<Access> {
  const access = await authorize(ctx, request, menuSegments(PAGES.RoastingResult), 'write');
  if (!hasUserType(access.user?.user_type ?? [], AUDIENCES.upload))
    throw forbidden('upload_not_allowed').with({ field: 'file' });
  return access;
}

/**
 * Reads the multipart body: the fields first (the roastery is authorised before any file is read), then each file
 * within the per-file and per-request limits.
 */
async function readImport(ctx: AppContext, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Array<{ name: string; bytes: Uint8Array } | { name: string; error: string; detail: string }> = [];
  let access: Access | undefined;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      request.body = fields;
      access ??= await authorizeImport(ctx, request);
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        files.push({ name: part.filename, error: 'roast_log_too_large', detail: `${IMPORT_LIMITS.fileBytes}` });
        continue;
      }
      total += bytes.length;
      if (total > IMPORT_LIMITS.requestBytes) throw tooLarge('import_too_large', IMPORT_LIMITS.requestBytes);
      files.push({ name: part.filename, bytes: new Uint8Array(bytes) });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('roast_log_too_large', IMPORT_LIMITS.fileBytes);
    if (code === 'FST_FILES_LIMIT') throw tooLarge('import_too_many_files', IMPORT_LIMITS.files);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('import_not_multipart');
    throw error;
  }
  request.body = fields;
  access ??= await authorizeImport(ctx, request);
  if (files.length === 0) throw badRequest('import_no_file', { field: 'file' });
  return { fields, files, access };
}

/**
 * Bulk import of roast logs (behaviour §08-6.4): every file read by content, matched to a recipe (the one chosen,
 * else by the log's bean name), a roast imported before recognised and skipped; `dry_run=1` answers the preview,
 * `dry_run=0` stores the batches. A file that cannot be read is answered by name and the others still import.
 */
export function registerRoastImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_LIMITS.fileBytes, files: IMPORT_LIMITS.files, fields: 10, fieldSize: 200 },
      throwFileSizeLimit: false,
    });
    const importLogs = async (request: FastifyRequest) => {
      // A form post is a simple request that any page could make with the visitor's cookie; a header of our own
      // needs the CORS preflight, which only the suite's origins pass.
      if (!request.headers['x-requested-with']) throw badRequest('import_header_missing');
      const { fields, files, access } = await readImport(ctx, request);
      if (!['0', '1'].includes(fields.dry_run ?? '')) throw badRequest('field_required', { field: 'dry_run' });
      const recipes = await recipesOf(ctx, access);
      const chosenSeq = fields.roasting_seq ? Number(fields.roasting_seq) : undefined;
      const chosen = chosenSeq === undefined ? undefined : recipes.find((recipe) => recipe.roasting_seq === chosenSeq);
      if (chosenSeq !== undefined && !chosen) throw badRequest('field_notfound', { field: 'roasting_seq' });
      const result: ImportLine[] = [];
      const seen = new Map<string, ImportLine>();
      for (const file of files) {
        result.push(
          'error' in file
            ? { file: file.name, error: file.error, detail: file.detail }
            : await importFile(ctx, access, recipes, chosen, file, fields.dry_run === '0', seen),
        );
      }
      return { status: 'OK' as const, result };
    };
    serveCall(scope, roastImportCall, importLogs, { upload: { bodyLimit: IMPORT_LIMITS.requestBytes } });
  });
}

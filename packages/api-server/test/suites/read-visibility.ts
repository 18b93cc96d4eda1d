import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { HOME_ROLES } from '@coffee/api-kernel/domain';
import { HIDDEN_NAME, RECORD_VISIBILITY } from '@coffee/api-kernel/engine/record-visibility';
import { STOCK_ITEM_DEFS } from '@coffee/api-kernel/inventory/items';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';
import { pathParams, rawCall, registeredRoutes } from './route-registry';
import type { RegisteredRoute } from './route-registry';

/** Every roaster role, lowest first; the hidden records are kept for MNG and up. */
const ROLES = [
  { user: 'rroaster', sees: false },
  { user: 'rsast', sees: false },
  { user: 'rmng', sees: true },
  { user: 'rsmng', sees: true },
  { user: 'rown', sees: true },
] as const;
const HIDDEN_FOR = 'MNG';
/** Calls in flight at once during the walk. */
const CONCURRENT = 6;

/**
 * Calls that write: the read sweep does not call them (the save checks of record visibility are the lookup sweep's;
 * the sub-list and save suites cover the rest). A route that is neither a read shape below nor one of these fails
 * the sweep until it is classified.
 */
const WRITES: readonly RegExp[] = [
  /\/(edit|delete|correct|receive|create|ship|status|reload|import|add|close|payment|credit)$/,
  /^\/api\/sign\/(signin|signout|refresh|callback)/,
  /\/cupping\/(exclude|close|withdraw)\/\{seq\}$/,
];
/** POST calls that write where the same path's GET reads. */
const POST_WRITES: readonly string[] = [
  '/api/roaster/qc/cupping/sheet/{seq}',
  '/api/roaster/qc/cupping/form',
  '/api/userinfo',
];
/** The shapes of reads: every page's list, detail, option list and export, and the hand-written reads. */
const READS: readonly RegExp[] = [
  /\/(list|detail|code|export|history|feedback|simple|summary|notecount|last|prefill|mine|shipments|count|plan|session|select|health|trace|start|receivables|payables|statement|taxexport|prices)$/,
  /\/(detail|variety|greenbean|roasting|reference|sheet|table)\/\{(id|seq|uuid)\}$/,
  /^\/api\/code\/(region|farm|company|product\/equip|greenbean\/default)$/,
  /^\/api\/(user|cafe)\/(beaninfo|cafebean)\/default$/,
  /^\/api\/(variety|userinfo|menu)$/,
  /^\/api\/roaster\/qc\/cupping\/form$/,
  /^\/api\/home\/\{role\}$/,
  /^\/api\/setting\/system\/(schema|table|column)$/,
  /^\/api\/cafe\/setting\/note\/serial$/,
  /^\/api\/public\/(cafe\/settingnote\/\{serial\}|shortcode\/\{code\})$/,
  // Costs and margins (behaviour §05-14, §05-15).
  /^\/api\/roaster\/(margin|cost\/trend)$/,
];

const isWrite = ({ method, path }: RegisteredRoute) =>
  method === 'POST' && (WRITES.some((shape) => shape.test(path)) || POST_WRITES.includes(path));
const isRead = ({ path }: RegisteredRoute) => READS.some((shape) => shape.test(path));

interface Hidden {
  bean: number;
  lotYear: number;
  recipe: number;
  blend: number;
  roast: { year: number; seq: number } | undefined;
  blendBatch: { year: number; seq: number; serial: string };
  blendSerial: string;
  names: string[];
}

/** The records hidden for the sweep, given names and a description found nowhere else. */
async function hideRecords(
  client: pg.Client,
  roaster: number,
  restore: Array<() => Promise<unknown>>,
): Promise<Hidden> {
  const tag = `${Date.now() % 100000}`;
  const one = async (text: string, values: unknown[]) =>
    (await client.query(text, values)).rows[0] as pg.QueryResultRow;
  // A bean with a lot in a recipe; another recipe, with a roast batch, in a blend with a blend batch.
  const bean = await one(
    `select g.greenbean_roaster_seq as seq, y.greenbean_year as year, r.roasting_seq as recipe from greenbean_roaster g
       join greenbean_roaster_year y using (greenbean_roaster_seq)
       join roasting_default_greenbean r using (greenbean_roaster_seq)
      where g.roaster_seq = $1 order by g.greenbean_roaster_seq limit 1`,
    [roaster],
  );
  const blend = await one(
    `select b.blending_seq as blend, b.roasting_seq as recipe, r.blending_result_year as year,
            r.blending_result_seq as seq, r.blending_result_uuid_str as serial, d.blending_uuid_str as blend_serial
       from blending_default_roasting b join blending_default d using (blending_seq)
       join blending_result r using (blending_seq)
      where d.roaster_seq = $1 and b.roasting_seq <> $2
        and exists (select 1 from roasting_result x where x.roasting_seq = b.roasting_seq)
      order by b.blending_seq limit 1`,
    [roaster, bean?.recipe],
  );
  assert.ok(bean && blend, 'demo data: a bean in a recipe with a lot, a blend with a batch of another roasted recipe');
  const roast = await one(
    `select roasting_result_year as year, roasting_result_seq as seq from roasting_result where roasting_seq = $1
      order by roasting_result_seq limit 1`,
    [blend.recipe],
  );
  const names: string[] = [];
  const rename = async (table: string, key: string, seq: number, base: string, label: string, extra: string[] = []) => {
    const name = `Hidden ${label} ${tag}`;
    names.push(name);
    const before = await one(`select * from ${table} where ${key} = $1`, [seq]);
    const columns = [`${base}_name`, `${base}_name_kr`, ...extra];
    const tables = table === 'greenbean_roaster' ? [table, 'greenbean_roaster_year'] : [table];
    for (const each of tables)
      await client.query(
        `update ${each} set ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')}
        where ${key} = $1`,
        [seq, ...columns.map(() => name)],
      );
    const column = RECORD_VISIBILITY[table];
    if (column) await client.query(`update ${table} set ${column} = $2 where ${key} = $1`, [seq, HIDDEN_FOR]);
    restore.push(async () => {
      for (const each of tables)
        await client.query(
          `update ${each} set ${columns.map((name, index) => `${name} = $${index + 2}`).join(', ')} where ${key} = $1`,
          [seq, ...columns.map((name) => before[name])],
        );
      if (column) await client.query(`update ${table} set ${column} = $2 where ${key} = $1`, [seq, before[column]]);
    });
  };
  await rename('greenbean_roaster', 'greenbean_roaster_seq', bean.seq, 'greenbean', 'bean');
  await rename('roasting_default', 'roasting_seq', blend.recipe, 'roasting', 'recipe');
  await rename('blending_default', 'blending_seq', blend.blend, 'blending', 'blend', ['blending_desc']);
  // The blend batch's own description: contents of a part of the hidden blend.
  const batchNote = `Hidden blend batch ${tag}`;
  names.push(batchNote);
  const { blending_result_desc: desc } = await one(
    'select blending_result_desc from blending_result where blending_result_seq = $1',
    [blend.seq],
  );
  await client.query('update blending_result set blending_result_desc = $2 where blending_result_seq = $1', [
    blend.seq,
    batchNote,
  ]);
  restore.push(() =>
    client.query('update blending_result set blending_result_desc = $2 where blending_result_seq = $1', [
      blend.seq,
      desc,
    ]),
  );
  return {
    bean: bean.seq,
    lotYear: bean.year,
    recipe: blend.recipe,
    blend: blend.blend,
    roast: roast ? { year: roast.year, seq: roast.seq } : undefined,
    blendBatch: { year: blend.year, seq: blend.seq, serial: blend.serial },
    blendSerial: blend.blend_serial,
    names,
  };
}

/** Values for a route's path placeholders: each combination is called. */
function pathValues(hidden: Hidden, name: string): string[] {
  const ids = [hidden.bean, hidden.recipe, hidden.blend, hidden.blendBatch.seq, hidden.roast?.seq]
    .filter((seq) => seq !== undefined)
    .map(String);
  const values: Record<string, string[]> = {
    id: [...ids, `${hidden.bean}_${hidden.lotYear}`, `${hidden.blendBatch.year}_${hidden.blendBatch.seq}`],
    seq: ids,
    org: ['roaster'],
    type: Object.keys(STOCK_ITEM_DEFS),
    role: [...HOME_ROLES],
    uuid: [hidden.blendSerial],
    serial: [hidden.blendSerial],
    code: ['ZZZZZZ'],
    provider: ['google'],
  };
  const known = values[name];
  assert.ok(known, `the sweep has no value for the path placeholder {${name}}: give it one`);
  return known;
}

const fill = (path: string, hidden: Hidden): string[] =>
  pathParams(path).reduce(
    (urls, name) => urls.flatMap((url) => pathValues(hidden, name).map((value) => url.replace(`{${name}}`, value))),
    [path],
  );

/**
 * Record visibility holds on every read path (behaviour §02-6): every route the server registers is walked as each
 * roaster role, with no parameters and with the hidden records' keys and serials; below the visibility, no answer
 * holds a hidden record's name or contents; a record naming one shows the placeholder.
 */
export function readVisibilitySuite(env: TestEnv): void {
  describe('record visibility on every read path', () => {
    it('walks every registered read as each roaster role: hidden records absent, what names them a placeholder', async () => {
      const routes = await registeredRoutes(env);
      const unclassified = routes.filter((route) => !isWrite(route) && !isRead(route));
      assert.deepEqual(
        unclassified.map(({ method, path }) => `${method} ${path}`),
        [],
        'classify these routes in the sweep (a read shape or a write)',
      );
      const reads = routes.filter((route) => !isWrite(route));
      assert.ok(reads.length > 200, `${reads.length} reads`);

      const roaster = await orgSeq(env, 'rown', 'roaster');
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      const restore: Array<() => Promise<unknown>> = [];
      try {
        const hidden = await hideRecords(client, roaster, restore);
        // A cupping note the owner wrote on the hidden blend: it names it.
        const owner = await as(env, 'rown');
        const note = await owner.post('/api/roaster/qc/blending/edit', {
          roaster_seq: roaster,
          locale: 'en',
          blending_seq: hidden.blend,
          cupnote_name: 'Note on a hidden blend',
          cupnote_satis: 8,
        });
        assert.equal(note.body.status, 'OK', JSON.stringify(note.body));
        restore.push(() =>
          client.query('delete from qc_blending where cupnote_seq = $1', [note.body.result.cupnote_seq]),
        );

        const keys = {
          greenbean_roaster_seq: hidden.bean,
          greenbean_year: hidden.lotYear,
          roasting_seq: hidden.recipe,
          blending_seq: hidden.blend,
          blending_result_year: hidden.blendBatch.year,
          blending_result_seq: hidden.blendBatch.seq,
          ...(hidden.roast ? { roasting_result_year: hidden.roast.year, roasting_result_seq: hidden.roast.seq } : {}),
          blending_uuid: hidden.blendSerial,
          blending_result_uuid: hidden.blendBatch.serial,
          in_stock: false,
          list_count: 100,
          // The range of the cost and margin reads: every batch and shipment.
          from: '2000-01-01',
          to: '2099-12-31',
        };
        // One call per read path and placeholder value, with and without the keys (a path's GET twin of a POST
        // read answers the same: the POST is called).
        const posted = new Set(reads.filter(({ method }) => method === 'POST').map(({ path }) => path));
        const calls = reads
          .filter(({ method, path }) => method === 'POST' || !posted.has(path))
          .flatMap((route) =>
            fill(route.path, hidden).flatMap((url) =>
              (pathParams(route.path).length > 0 ? [keys] : [{}, keys]).map((params) => ({ route, url, params })),
            ),
          );
        const shown = new Map<string, Set<string>>();
        for (const { user, sees } of ROLES) {
          const member = await as(env, user);
          const seen = new Set<string>();
          const walk = async ({ route, url, params }: (typeof calls)[number]) => {
            const body = { roaster_seq: roaster, locale: 'en', ...params };
            const { code, text } = await rawCall(member, route.method, url, body);
            assert.ok(code < 500, `${user} ${route.method} ${url}: ${code} ${text.slice(0, 200)}`);
            const leaked = hidden.names.filter((name) => text.includes(name));
            if (leaked.length > 0) seen.add(`${route.method} ${route.path}`);
            if (!sees) assert.deepEqual(leaked, [], `${user} ${route.method} ${url} ${JSON.stringify(params)}`);
          };
          for (let start = 0; start < calls.length; start += CONCURRENT)
            await Promise.all(calls.slice(start, start + CONCURRENT).map(walk));
          shown.set(user, seen);
        }
        // Not an empty walk: the roles that see the records read them through many routes, the owner everywhere the
        // others do.
        for (const { user, sees } of ROLES) if (sees) assert.ok((shown.get(user)?.size ?? 0) >= 10, user);

        // The cupping note stays, naming what it is about as hidden, in both languages.
        const lowest = await as(env, 'rsast');
        for (const [locale, words] of [
          ['en', HIDDEN_NAME.en],
          ['kr', HIDDEN_NAME.kr],
        ] as const) {
          const list = await lowest.post('/api/roaster/qc/blending/list', {
            roaster_seq: roaster,
            locale,
            list_count: 100,
          });
          const row = (list.body.result as Array<Record<string, unknown>>).find(
            (each) => each.cupnote_seq === note.body.result.cupnote_seq,
          );
          assert.ok(row, 'the note is listed');
          assert.equal(locale === 'en' ? row.blending_name : row.blending_name_kr, words);
          assert.equal(row.blending_seq__label ?? words, words);
        }
        // A blend every member sees, with the hidden bean among its green beans: its public page names the bean to the
        // owner's staff that see it, and only as hidden to the others.
        const [naming] = (
          await client.query(
            `select d.blending_uuid_str as serial from blending_default d
              where d.roaster_seq = $1 and d.blending_seq <> $2 and coalesce(d.blending_auth, '') = ''
                and exists (select 1 from blending_default_roasting b
                  join roasting_default_greenbean g on g.roasting_seq = b.roasting_seq
                  where b.blending_seq = d.blending_seq and g.greenbean_roaster_seq = $3
                    and b.roasting_seq <> $4)`,
            [roaster, hidden.blend, hidden.bean, hidden.recipe],
          )
        ).rows as Array<{ serial: string }>;
        assert.ok(naming, 'demo data: a blend every member sees with the hidden bean in it');
        const page = async (user: string) =>
          (await (await as(env, user)).post('/api/user/beaninfo/default', { blending_uuid: naming.serial })).body;
        const [beanName] = hidden.names;
        assert.ok(JSON.stringify(await page('rown')).includes(String(beanName)), 'the owner reads the bean');
        const member = await page('rsast');
        assert.ok(!JSON.stringify(member).includes(String(beanName)), 'SAST does not');
        assert.ok(
          (member.greenbean_list as Array<Record<string, unknown>>).some(
            (row) => row.greenbean_name === HIDDEN_NAME.en,
          ),
        );
        // The batches of the hidden recipe and blend are parts of them: absent from lists, details and the stock.
        if (hidden.roast) {
          const { year, seq } = hidden.roast;
          const detail = await lowest.get(`/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`);
          assert.equal(detail.code, 404);
          assert.equal(
            (await owner.get(`/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`)).code,
            200,
          );
        }
      } finally {
        for (const undo of restore.reverse()) await undo().catch(() => {});
        await client.end();
      }
    });
  });
}

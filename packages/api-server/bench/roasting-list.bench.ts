import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { findFreePort, startEmbeddedPostgres } from '../src/db/embedded';
import { DEMO_PASSWORD } from '../src/seed/data/demo';

/**
 * Loads 100,000 roasting results into a throwaway embedded PostgreSQL and prints the list query's raw SQL
 * latency, the same list over HTTP, and requests per second at 10 and 50 connections (127.0.0.1 only).
 * The server runs in a process of its own (as in production), so the load generator does not share its event loop.
 */
const ROWS = 100_000;
const SAMPLES = 300;
const SECONDS = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

/** `src/main.ts` in a child process on a free port of 127.0.0.1, with demo data, on the given database. */
async function startServer(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DEMO: '1', PORT: String(port), HOST: '127.0.0.1', LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-bench-'));
const embedded = await startEmbeddedPostgres(dataDir);
const databaseUrl = `${embedded.url.replace(/\/postgres$/, '')}/coffee`;
const server = await startServer(databaseUrl);
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  const {
    rows: [roaster],
  } = await client.query<{ roaster_seq: number; roasting_seq: number }>(
    `select r.roaster_seq, d.roasting_seq from roaster r join roasting_default d using (roaster_seq) where r.roaster_name = 'Demo Roasters Seoul' order by d.roasting_seq limit 1`,
  );
  if (!roaster) throw new Error('no demo roaster');
  const loadStart = performance.now();
  await client.query(
    `insert into roasting_result (roaster_seq, roasting_result_year, roasting_seq, roasting_result_date, roasting_batch_no, roasting_mass, greenbean_total_mass,
       roasting_loss, roasting_instock, roasting_result_memo, rgst_by, edit_by, rgst_at, edit_at)
     select $1, 2020 + (i % 6), $2, date '2020-01-01' + (i % 2000), 1 + i % 8, 8500 + i % 500, 10000, 150 - i % 20, i % 3000, 'batch ' || i, 'bench', 'bench',
       now() - make_interval(secs => i), now() - make_interval(secs => i)
     from generate_series(1, $3::int) i`,
    [roaster.roaster_seq, roaster.roasting_seq, ROWS],
  );
  await client.query('vacuum analyze roasting_result');
  console.log(
    `loaded ${ROWS.toLocaleString('en')} roasting results in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );

  const signin = await fetch(`${server.url}/api/sign/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'rown', user_pass: DEMO_PASSWORD }),
  });
  const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = JSON.stringify({ roaster_seq: roaster.roaster_seq, page: 1, list_count: 10 });
  const headers = { 'content-type': 'application/json', cookie };
  // The engine's list query for page 1, 10 rows, default order (newest registration first), recipe names joined,
  // and the count beside it: the columns a list row carries (read from the server's answer), unprepared.
  const sample = (await (
    await fetch(`${server.url}/api/roaster/roasting/result/list`, { method: 'POST', headers, body })
  ).json()) as { result: Array<Record<string, unknown>> };
  const columns = Object.keys(sample.result[0] ?? {}).filter(
    (name) => !['roasting_name', 'roasting_name_kr'].includes(name),
  );
  const listSql = `
    select ${columns.map((name) => `t.${name}`).join(', ')}, (select j.roasting_name_kr from roasting_default j where j.roasting_seq = t.roasting_seq limit 1) as roasting_name_kr,
      (select j.roasting_name from roasting_default j where j.roasting_seq = t.roasting_seq limit 1) as roasting_name
    from (select roasting_result.* from roasting_result where roasting_result.roaster_seq = $1
          order by roasting_result.rgst_at desc, roasting_result.roasting_result_year desc, roasting_result.roasting_result_seq desc limit 10 offset 0) t
    order by t.rgst_at desc, t.roasting_result_year desc, t.roasting_result_seq desc`;
  const countSql = 'select count(*) from roasting_result where roaster_seq = $1';
  const listAndCount = () =>
    Promise.all([client.query(listSql, [roaster.roaster_seq]), client.query(countSql, [roaster.roaster_seq])]);
  await timed(20, listAndCount);
  const raw = await timed(SAMPLES, listAndCount);
  console.log(
    `raw SQL list (page 1 of ${ROWS / 10}):  p50 ${ms(percentile(raw, 50))}  p95 ${ms(percentile(raw, 95))}  (page + count)`,
  );
  const rawPage = await timed(SAMPLES, () => client.query(listSql, [roaster.roaster_seq]));
  const rawCount = await timed(SAMPLES, () => client.query(countSql, [roaster.roaster_seq]));
  console.log(`raw SQL page only:            p50 ${ms(percentile(rawPage, 50))}  p95 ${ms(percentile(rawPage, 95))}`);
  console.log(`raw SQL count only:           p50 ${ms(percentile(rawCount, 50))}  p95 ${ms(percentile(rawCount, 95))}`);

  const list = async () => {
    const reply = await fetch(`${server.url}/api/roaster/roasting/result/list`, { method: 'POST', headers, body });
    const json = (await reply.json()) as { paginationMap?: { total_count: number } };
    if (json.paginationMap?.total_count !== undefined && json.paginationMap.total_count < ROWS)
      throw new Error('list did not see the rows');
  };
  await timed(20, list);
  const http = await timed(SAMPLES, list);
  console.log(
    `HTTP list:                    p50 ${ms(percentile(http, 50))}  p95 ${ms(percentile(http, 95))}  p99 ${ms(percentile(http, 99))}`,
  );

  for (const connections of [10, 50]) {
    const result = await autocannon({
      url: `${server.url}/api/roaster/roasting/result/list`,
      method: 'POST',
      headers,
      body,
      connections,
      duration: SECONDS,
    });
    console.log(
      `autocannon ${connections} connections, ${SECONDS} s: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
} finally {
  await client.end().catch(() => {});
  await server.close();
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}

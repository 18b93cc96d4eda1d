import { readFileSync } from 'node:fs';
import pg from 'pg';
const [url] = readFileSync('/tmp/wk/devdb.url', 'utf8').split('\n');
const c = new pg.Client({ connectionString: url }); await c.connect();
const q0 = readFileSync('/tmp/wk/q0.sql', 'utf8').replace(/;\s*$/, '').replace("limit 10 offset 0", "limit $2 offset $3").replace('"roaster_seq" = 1', '"roaster_seq" = $1');
const narrow = `select t.roasting_result_year, t.roasting_result_seq, t.roasting_result_date, t.roasting_batch_no, t.roasting_seq, t.roasting_mass, t.roasting_loss, t.roasting_instock, t.edit_at, t.rgst_at from (select roasting_result.* from roasting_result where roaster_seq = $1 order by rgst_at desc, roasting_result_year desc, roasting_result_seq desc limit $2 offset $3) t order by t.rgst_at desc`;
const time = async (name: string, f: () => Promise<unknown>, n = 300) => {
  for (let i = 0; i < 20; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await f(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(`${name}: p50 ${t[Math.floor(n / 2)]!.toFixed(2)} ms p95 ${t[Math.floor(n * 0.95)]!.toFixed(2)} ms`);
};
await time('wide unnamed', () => c.query(q0, [1, 10, 0]));
await time('wide named', () => c.query({ name: 'w', text: q0, values: [1, 10, 0] }));
await time('narrow named', () => c.query({ name: 'n', text: narrow, values: [1, 10, 0] }));
await c.end();

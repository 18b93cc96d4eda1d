import { readFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { listenForChanges } from '../src/db/changes';
import { findSessionUser } from '../src/auth/session';
import { DEMO_PASSWORD } from '../src/seed/data/demo';
const [url] = readFileSync('/tmp/wk/devdb.url', 'utf8').split('\n');
const { db, changes } = createDatabase(url!);
const l = await listenForChanges(url!, changes);
const { app } = await buildApp({ db, changes, corsOrigins: [] });
const signin = await app.inject({ method: 'POST', url: '/api/sign/signin', payload: { user_id: 'rown', user_pass: DEMO_PASSWORD } });
const cookie = String(signin.headers['set-cookie']).split(';')[0]!;
const token = cookie.split('=')[1]!;
const time = async (name: string, n: number, f: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await f(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(`${name}: p50 ${t[Math.floor(n / 2)]!.toFixed(2)} ms p95 ${t[Math.floor(n * 0.95)]!.toFixed(2)} ms`);
};
await time('select 1', 200, () => db.selectNoFrom(db.fn('now', []).as('x')).execute());
await time('session', 200, () => findSessionUser(db, token));
await time('inject health', 200, () => app.inject({ method: 'GET', url: '/api/health', headers: { cookie } }));
await time('inject list', 1500, () => app.inject({ method: 'POST', url: '/api/roaster/roasting/result/list', headers: { cookie }, payload: { roaster_seq: 1, page: 1, list_count: 10 } }));
await app.close(); await l.close(); await db.destroy();
// direct query timings
import('../src/db/database').then(async () => {});

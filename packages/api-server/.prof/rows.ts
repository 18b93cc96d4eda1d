import { readFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/seed/data/demo';
const [url] = readFileSync('/tmp/wk/devdb.url', 'utf8').split('\n');
const { db } = createDatabase(url!);
const { app } = await buildApp({ db, corsOrigins: [] });
for (const [user, path, body] of [['rown', '/api/roaster/roasting/result/list', { roaster_seq: 1 }], ['rown', '/api/roaster/greenbean/default/list', { roaster_seq: 1 }], ['admin', '/api/setting/company/list', {}], ['rown', '/api/roaster/user/list', { roaster_seq: 1 }]] as const) {
  const signin = await app.inject({ method: 'POST', url: '/api/sign/signin', payload: { user_id: user, user_pass: DEMO_PASSWORD } });
  const cookie = String(signin.headers['set-cookie']).split(';')[0]!;
  const r = await app.inject({ method: 'POST', url: path, headers: { cookie }, payload: { ...body, list_count: 10 } });
  console.log(path, r.body.length, 'bytes;', JSON.stringify(JSON.parse(r.body).result[0]));
}
await app.close(); await db.destroy();

import { readFileSync } from 'node:fs';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
const [databaseUrl] = readFileSync('/tmp/wk/devdb.url', 'utf8').split('\n');
const client = new pg.Client({ connectionString: databaseUrl }); await client.connect();
const pid = (await client.query('select pg_backend_pid() as p')).rows[0].p;
const ticks = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
const q0 = readFileSync('/tmp/wk/q0.sql', 'utf8').replace(/;\s*$/, '');
const token = (await client.query('select session_hash from app_session limit 1')).rows[0].session_hash;
const session = `select "u"."user_seq", "u"."user_id", "u"."user_name", "u"."user_type", (select json_agg(json_build_object('auth_seq', "o"."roaster_seq", 'user_auth', "m"."roaster_user_auth", 'name', "o"."roaster_name", 'name_kr', "o"."roaster_name_kr") order by "o"."roaster_seq", "m"."roaster_user_seq") from "roaster_user" m join "roaster" o on "o"."roaster_seq" = "m"."roaster_seq" where m.user_seq = "u"."user_seq" and "m"."roaster_user_use" and "o"."roaster_use" and "m"."roaster_user_auth" = any($1)) as x from app_session s join app_user u on u.user_seq = s.user_seq where s.session_hash = $2 and s.expires_at > now() and u.user_use = $3`;
const cases: Array<[string, string, unknown[]]> = [
  ['select 1', 'select 1', []],
  ['session', session, [['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER'], token, true]],
  ['page (old wide)', q0, []],
  ['count', 'select count(*) from roasting_result where roaster_seq = $1', [1]],
];
for (const [name, text, values] of cases) {
  for (let i = 0; i < 20; i++) await client.query(text, values);
  const t0 = ticks(); const w0 = performance.now();
  const N = name === 'count' ? 50 : 300;
  for (let i = 0; i < N; i++) await client.query(text, values);
  console.log(`${name}: backend CPU ${((ticks() - t0) * 10 / N).toFixed(2)} ms/query, wall ${((performance.now() - w0) / N).toFixed(2)} ms`);
  const t1 = ticks();
  for (let i = 0; i < N; i++) await client.query({ name: 'p_' + name.replace(/\W/g, ''), text, values });
  console.log(`${name} (prepared): backend CPU ${((ticks() - t1) * 10 / N).toFixed(2)} ms/query`);
}
await client.end();
void Kysely; void PostgresDialect; void sql;

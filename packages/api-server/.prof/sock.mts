import { withDebianPostgres } from '../../workspace-tools/src/debian-postgres.mjs';
import pg from 'pg';
import { readFileSync, readdirSync } from 'node:fs';
await withDebianPostgres(async (url: string) => {
  const port = new URL(url).port;
  const dir = readdirSync('/tmp').filter((d) => d.startsWith('coffee-pg-')).map((d) => '/tmp/' + d).find((d) => { try { return readdirSync(d).includes(`.s.PGSQL.${port}`); } catch { return false; } });
  for (const [name, conf] of [['tcp', { connectionString: url }], ['unix', { host: dir, port: Number(port), user: 'postgres', database: 'postgres' }], ['tcp', { connectionString: url }], ['unix', { host: dir, port: Number(port), user: 'postgres', database: 'postgres' }]] as const) {
    const c = new pg.Client(conf as never); await c.connect();
    const pid = (await c.query('select pg_backend_pid() as p')).rows[0].p;
    const ticks = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
    for (let i = 0; i < 200; i++) await c.query('select $1::int', [i]);
    const t0 = ticks(); const u0 = process.cpuUsage(); const w0 = performance.now();
    const N = 3000;
    for (let i = 0; i < N; i++) await c.query('select $1::int', [i]);
    const u = process.cpuUsage(u0);
    console.log(`${name}: wall ${((performance.now() - w0) / N * 1000).toFixed(0)} us, node ${((u.user + u.system) / N).toFixed(0)} us, backend ${((ticks() - t0) * 10000 / N).toFixed(0)} us per query`);
    await c.end();
  }
});

import { startEmbeddedPostgres } from '/work/main/packages/api-server/src/db/embedded.ts';
import pg from 'pg';
const t = Date.now();
const db = await startEmbeddedPostgres('/tmp/apisrv-try', (l) => process.stdout.write('LOG ' + l));
console.log('started', Date.now() - t, db.url);
const c = new pg.Client(db.url); await c.connect(); console.log((await c.query('select version()')).rows); await c.end();
await db.stop(); console.log('stopped');

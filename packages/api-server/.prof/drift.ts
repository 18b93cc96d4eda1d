import { readFileSync } from 'node:fs';
import pg from 'pg';
import { entities } from '../src/domain';
import { resources, servedPages } from '../src/engine/resources';
import { missingColumns } from '../src/engine/resource';
const [url] = readFileSync('/tmp/wk/devdb.url', 'utf8').split('\n');
const c = new pg.Client({ connectionString: url }); await c.connect();
const { rows } = await c.query(`select table_name, column_name from information_schema.columns where table_schema = 'public'`);
const cols = new Map<string, Set<string>>();
for (const r of rows) cols.set(r.table_name, (cols.get(r.table_name) ?? new Set()).add(r.column_name));
const list = resources(() => {});
const served = new Set(servedPages(list));
for (const [name, e] of Object.entries(entities)) {
  const t = cols.get(e.table);
  console.log(name, e.table, served.has(name) ? 'served' : 'NOT served', e.viewOf ? `viewOf ${e.viewOf}` : '', t ? `missing: ${missingColumns(e, t).join(',')}` : 'NO TABLE');
}
for (const r of list) for (const sub of r.subLists ?? []) {
  const t = cols.get(sub.table); const rowsDef = r.entity.fields.find((f) => f.name === sub.field)?.rows;
  const miss = rowsDef?.fields.filter((f) => f.stored !== false && f.type !== 'array' && !f.transient && !t?.has(f.name)).map((f) => f.name);
  console.log('  sub', r.entity.name, sub.table, miss?.join(','));
}
await c.end();

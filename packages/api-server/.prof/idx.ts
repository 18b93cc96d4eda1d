import { PAGE_TABLES, orderIndexes } from '../src/db/page-tables';
for (const spec of PAGE_TABLES) for (const i of orderIndexes(spec)) console.log(i.name, '(', i.columns.join(', '), ')', i.replaces ?? '');

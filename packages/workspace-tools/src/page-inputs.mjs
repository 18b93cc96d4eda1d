// Prints as JSON every page of the domain package ([name, route, whether it is an entity page, the inputs of its
// entity's fields]) and the routes each remote owns. Run through tsx by shell-documents.mjs in a process of its own
// (the domain is TypeScript).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './setup.mjs';

const domain = join(repoRoot, 'packages', 'domain', 'src');
const { PAGES } = await import(pathToFileURL(join(domain, 'pages', 'index.ts')).href);
const { AREA_ROUTES } = await import(pathToFileURL(join(domain, 'suite', 'menuTree.ts')).href);
const inputsOf = (page) => [...new Set((page.entity?.fields ?? []).map((field) => field.input))];
const pages = Object.entries(PAGES).map(([name, page]) => [name, page.route, Boolean(page.entity), inputsOf(page)]);
process.stdout.write(JSON.stringify({ pages, areas: AREA_ROUTES }));

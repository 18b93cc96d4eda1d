// Prints as JSON every page of the suite ([name, route, whether it is an entity page, the inputs of its entity's
// fields]) and the routes each remote owns. Run through tsx by shell-documents.mjs in a process of its own (the
// areas' models are TypeScript).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './setup.mjs';

const { AREA_ROUTES, PAGES } = await import(pathToFileURL(join(repoRoot, 'packages', 'suite', 'src', 'index.ts')).href);
const inputsOf = (page) => [...new Set((page.entity?.fields ?? []).map((field) => field.input))];
const pages = Object.entries(PAGES).map(([name, page]) => [name, page.route, Boolean(page.entity), inputsOf(page)]);
process.stdout.write(JSON.stringify({ pages, areas: AREA_ROUTES }));

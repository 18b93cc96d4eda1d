// Prints every page of the domain package as JSON: [name, route, whether it is an entity page, the inputs of its
// entity's fields]. Run through tsx by shell-documents.mjs in a process of its own (the domain is TypeScript).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './setup.mjs';

const { PAGES } = await import(pathToFileURL(join(repoRoot, 'packages', 'domain', 'src', 'pages', 'index.ts')).href);
const inputsOf = (page) => [...new Set((page.entity?.fields ?? []).map((field) => field.input))];
process.stdout.write(
  JSON.stringify(Object.entries(PAGES).map(([name, page]) => [name, page.route, Boolean(page.entity), inputsOf(page)])),
);

// Jest only: @fluentui/react-components as its own barrel, but each subpackage required on first use. The real
// barrel requires all of its ~58 subpackages up front (about 1.3 s of CPU), and jest loads it afresh for every test
// file; a test file now pays only for the components its modules import (jest/swc-fluent-at-import.cjs loads those
// when a module is imported, as before). The export list is read from the installed barrel
// itself, so it follows Fluent's updates; each subpackage is the very module the barrel would require (one React
// context per provider). fluent-lazy.test.cjs compares it with the real barrel, export by export.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');

// Under jest, `createRequire` is jest's and maps the barrel's name to this file: find it by its package.json.
const manifest = createRequire(join(__dirname, '..', 'shell', 'package.json')).resolve(
  '@fluentui/react-components/package.json',
);
/** The installed CommonJS barrel (the shell owns the Fluent singleton). */
const barrelPath = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).main);
const source = readFileSync(barrelPath, 'utf8');
const resolveFromBarrel = createRequire(barrelPath).resolve;

// The barrel's two parts: `get Name () { return _binding.Member; }` (a comment may stand after `get`) and
// `const _binding = require("package");`.
const getters = [...source.matchAll(/\bget\s+(?:\/\/.*\n\s*)*(\w+) \(\) \{\s*return (_\w+)\.(\w+);\s*\}/g)];
const packages = new Map(
  [...source.matchAll(/^const (_\w+) = require\("([^"]+)"\);$/gm)].map(([, binding, name]) => [binding, name]),
);
const unread = (source.match(/\breturn _\w+\.\w+;/g) ?? []).length - getters.length;
const unknown = getters.filter(([, , binding]) => !packages.has(binding));
const otherExports = /_export_star|__exportStar|\bexports\.\w+ =/.test(source);
if (getters.length === 0 || unread > 0 || unknown.length > 0 || otherExports)
  throw new Error(`${barrelPath} is not the shape jest/fluent-lazy.cjs reads: update the reader to its new shape`);

const loaded = new Map();
/** The subpackage behind `binding`, through jest's own require (the test file's module registry). */
function subpackage(binding) {
  if (!loaded.has(binding)) loaded.set(binding, require(resolveFromBarrel(packages.get(binding))));
  return loaded.get(binding);
}

Object.defineProperty(exports, '__esModule', { value: true });
for (const [, name, binding, member] of getters)
  Object.defineProperty(exports, name, { enumerable: true, get: () => subpackage(binding)[member] });

// The repository stands alone: no source file may read a path outside its own tree (a clone has nothing beside it).
// Plain Node only, like the other workspace tools.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

const SKIPPED_DIRS = new Set([
  '.git',
  '.tools',
  '.data',
  '.types',
  '.test-counts',
  '.e2e-work',
  '.prof',
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.sh']);
/** Where the suite's data once lived beside the repository; named explicitly so no spelling of it slips through. */
const OUTSIDE_NAMES = /shared[\\/]fixtures|['"`]\/work\//g;
/** A quoted literal relative path with at least one `..` segment (not a glob nor a template with `${}`). */
const RELATIVE_PATH = /(['"`])((?:\.\.?\/)*\.\.\/[^'"`\s*$]*)\1/g;
/** Path segments given one by one: join(__dirname, '..', '..', ...). */
const PARENT_ARGS = /(?:['"]\.\.['"]\s*,\s*)*['"]\.\.['"]/g;

function isSource(name) {
  return SOURCE_EXTENSIONS.has(extname(name)) || extname(name) === '';
}

/** Files under `dir` whose name `accept` takes, leaving out dependencies, build output and local data. */
export function* filesUnder(dir, accept = isSource) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* filesUnder(join(dir, entry.name), accept);
    } else if (entry.isFile() && accept(entry.name) && !entry.name.endsWith('.tsbuildinfo')) {
      yield join(dir, entry.name);
    }
  }
}

const escapes = (root, target) => {
  const path = relative(root, target);
  return path === '..' || path.startsWith(`..${sep}`);
};

/** Every place in `text` (a file in `dir`) that names a path outside `root`; patterns may span lines. */
function outsideReferences(root, dir, text) {
  const found = [];
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  const report = (offset, reason) => {
    const line = lineAt(offset);
    found.push({ line, reason, text: text.split('\n')[line - 1].trim() });
  };
  for (const match of text.matchAll(OUTSIDE_NAMES)) report(match.index, 'names a folder outside the repository');
  for (const match of text.matchAll(RELATIVE_PATH)) {
    if (escapes(root, resolve(dir, match[2]))) report(match.index, `'${match[2]}' leaves the repository`);
  }
  for (const match of text.matchAll(PARENT_ARGS)) {
    const ups = match[0].match(/\.\./g).length;
    if (escapes(root, resolve(dir, ...Array(ups).fill('..'))))
      report(match.index, `${ups} × '..' leaves the repository`);
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Source files under `root` that refer to a path outside it, as `{ file, line, reason, text }` (file relative to
 * root). `ignore` lists files (relative to root) not to scan, such as this checker and its test.
 */
export function findOutsideReferences(root, { ignore = [] } = {}) {
  const skipped = new Set(ignore.map((file) => resolve(root, file)));
  const results = [];
  for (const file of filesUnder(root)) {
    if (skipped.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const hit of outsideReferences(root, dirname(file), text))
      results.push({ file: relative(root, file), ...hit });
  }
  return results;
}

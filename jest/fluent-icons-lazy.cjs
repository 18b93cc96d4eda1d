// Jest only: @fluentui/react-icons as its own barrel, each icon family's module (the package's `svg/<family>` entries)
// required on first use. The real CommonJS barrel requires all of its chunks (19 MB of icon code, each icon built as
// its chunk loads), and jest loads it afresh for every test file that draws a Fluent button: about a fifth of the
// screen tests' CPU time. Bundlers take the ES build and keep only the icons used; this does the same for jest.
// Which family declares which icon is read once from the families' first lines and kept beside the installed
// packages (node_modules/.cache), so it follows the package's updates; fluent-icons-lazy.test.cjs compares the barrel
// with the real one, name by name.
const { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');

// Under jest, `createRequire` is jest's and maps the barrel's name to this file: find it by its package.json.
const manifest = createRequire(join(__dirname, '..', 'shell', 'package.json')).resolve(
  '@fluentui/react-icons/package.json',
);
const packageDir = dirname(manifest);
const barrelDir = join(packageDir, 'lib-cjs');
const familiesDir = join(barrelDir, 'atoms', 'svg');
const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
const mapFile = join(__dirname, '..', 'node_modules', '.cache', 'jest-fluent-icons', `${version}.json`);

/** The names a module declares: TypeScript's lines of `exports.A = exports.B = … = void 0;` before any code. */
const declaredNames = (source) =>
  source
    .split('\n')
    .filter((line) => line.startsWith('exports.') && line.endsWith(' = void 0;'))
    .flatMap((line) => [...line.matchAll(/exports\.(\w+) = /g)].map(([, name]) => name));

/** Each icon family's file with the icons it declares, read once per installed version. */
function iconFamilies() {
  try {
    return JSON.parse(readFileSync(mapFile, 'utf8'));
  } catch {
    const families = Object.fromEntries(
      readdirSync(familiesDir)
        .filter((file) => file.endsWith('.cjs'))
        .map((file) => [file, declaredNames(readFileSync(join(familiesDir, file), 'latin1'))]),
    );
    // Written whole and then renamed, as two jest workers may both write it.
    mkdirSync(dirname(mapFile), { recursive: true });
    const partial = `${mapFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(families));
    renameSync(partial, mapFile);
    return families;
  }
}

// The barrel without its icons (helpers, contexts, constants: small), run as it is, through jest's require.
const ICON_CHUNK = /^tslib_1\.__exportStar\(require\("\.\/(?:icons|sizedIcons)\/chunk-\d+\.cjs"\), exports\);$/gm;
const barrel = readFileSync(join(barrelDir, 'index.cjs'), 'utf8');
if (!ICON_CHUNK.test(barrel))
  throw new Error('@fluentui/react-icons is not the shape jest/fluent-icons-lazy.cjs reads: update the reader');
const requireFromBarrel = (id) =>
  require(id.startsWith('.') ? join(barrelDir, id) : require.resolve(id, { paths: [barrelDir] }));
new Function('exports', 'require', barrel.replace(ICON_CHUNK, ''))(exports, requireFromBarrel);

for (const [file, names] of Object.entries(iconFamilies())) {
  let family;
  // As the barrel: a name it already has keeps its first definition.
  for (const name of names.filter((name) => !Object.hasOwn(exports, name)))
    Object.defineProperty(exports, name, {
      enumerable: true,
      get: () => (family ??= require(join(familiesDir, file)))[name],
    });
}

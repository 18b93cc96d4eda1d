// The exports of the suite's shared packages (what every remote builds against), as a committed report per package
// (api-report.json). A change of what a package exports changes its version as semver says: removing an export or
// narrowing one is a new major (remotes built for the old one refuse to run on it), adding one or growing one (a
// union's new member, an optional field: api-compat.mjs) a new minor, which remotes built for the older minors run on.
// `npm run api-report` writes the reports and bumps the versions; api-report.test.mjs fails while a report is out of
// date.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { exportChange } from './api-compat.mjs';
import { repoRoot } from './setup.mjs';

/** The shared singletons whose versions the federation runtime checks (packages/build-config/src/shared.mjs). */
export const REPORTED_PACKAGES = ['domain', 'api-client', 'field-toolkit'];

const packageDir = (name) => join(repoRoot, 'packages', name);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
export const reportFile = (name) => join(packageDir(name), 'api-report.json');

/** Entry points by their subpath (`.`, `./navigation`, `./runtime`, ...), from the package's `exports`. */
function entryPoints(name) {
  const dir = packageDir(name);
  return Object.entries(readJson(join(dir, 'package.json')).exports).flatMap(([subpath, target]) => {
    if (!subpath.includes('*')) return [[subpath, join(dir, target)]];
    const [prefix, suffix] = target.split('*');
    // `*` matches nested folders too (`blocks/factories/staff`): each is a shared module of its own at run time.
    const folders = (relative) =>
      readdirSync(join(dir, prefix, relative), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const name = relative ? `${relative}/${entry.name}` : entry.name;
          return [...(existsSync(join(dir, prefix, name, suffix)) ? [name] : []), ...folders(name)];
        });
    return folders('').map((name) => [subpath.replace('*', name), join(dir, prefix, name, suffix)]);
  });
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;

/**
 * A type as text, a library's file named by its package, its types package by the package itself (the same whatever
 * the install's folder layout).
 */
const typeText = (checker, type, at) =>
  checker
    .typeToString(type, at, FORMAT)
    .replace(/import\("(?:[^"]*\/)?node_modules\/((?:@[^/]+\/)?[^/"]+)[^"]*"\)/g, 'import("$1")')
    .replace(/import\("@types\/([^"]+)"\)/g, 'import("$1")')
    // A module of the package itself by its relative path (which depends on where the entry lies): the type's name.
    .replace(/import\("\.[^"]*"\)\./g, '');

/** One export as text: its kind and its type (an interface or class with each of its members). */
function describe(checker, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  // Passed on from a library: its version is the library's own shared range, not this package's.
  const library = declaration?.getSourceFile().fileName.match(/.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (library) return `from ${library}`;
  const members = (type) =>
    checker
      .getPropertiesOfType(type)
      .map((member) => {
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${member.name}${optional}: ${typeText(checker, checker.getTypeOfSymbol(member))}`;
      })
      .sort();
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const kind = symbol.flags & ts.SymbolFlags.Class ? 'class' : 'interface';
    return `${kind} { ${members(checker.getDeclaredTypeOfSymbol(symbol)).join('; ')} }`;
  }
  if (symbol.flags & ts.SymbolFlags.TypeAlias)
    return `type ${typeText(checker, checker.getDeclaredTypeOfSymbol(symbol), declaration)}`;
  if (!declaration) return 'unknown';
  return `value ${typeText(checker, checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration)}`;
}

/**
 * Entries reported by their exports' names and kinds only: the contracts' kernel passes on TypeBox's schema builders,
 * whose types (recursive conditional types) cannot be written out untruncated.
 */
const NAMED_ONLY = new Set(['domain:./contracts']);

/** An export's kind, without its type. */
const kindOf = (exported) =>
  exported.flags & ts.SymbolFlags.Alias && exported.declarations?.[0]?.isTypeOnly
    ? 'type'
    : exported.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)
      ? 'type'
      : 'value';

/** What the package exports now: entry point -> export name -> description. */
export function currentExports(name) {
  const config = ts.getParsedCommandLineOfConfigFile(join(packageDir(name), 'tsconfig.json'), {}, ts.sys);
  const entries = entryPoints(name);
  const program = ts.createProgram({
    rootNames: entries.map(([, file]) => file),
    options: { ...config.options, noEmit: true, composite: false, incremental: false },
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subpath, file]) => {
        const module = checker.getSymbolAtLocation(program.getSourceFile(file));
        const exported = module ? checker.getExportsOfModule(module) : [];
        const describeExport = NAMED_ONLY.has(`${name}:${subpath}`) ? kindOf : (symbol) => describe(checker, symbol);
        return [
          subpath,
          Object.fromEntries(
            exported.map((symbol) => [symbol.name, describeExport(symbol)]).sort(([a], [b]) => a.localeCompare(b)),
          ),
        ];
      }),
  );
}

export const fingerprint = (exports) => createHash('sha256').update(JSON.stringify(exports)).digest('hex');

/**
 * The version change `after` needs over `before`: `major` when an export is gone or narrowed, `minor` when exports
 * were added or grown, `patch` when one is written otherwise with the same contract, null when nothing changed.
 * `changes` names each export concerned.
 */
export function requiredBump(before, after) {
  const flatten = (exports) =>
    new Map(
      Object.entries(exports).flatMap(([subpath, names]) =>
        Object.entries(names).map(([name, text]) => [`${subpath}:${name}`, text]),
      ),
    );
  const [old, now] = [flatten(before), flatten(after)];
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const kept = [...old.keys()].filter((key) => now.has(key));
  const changeOf = new Map(kept.map((key) => [key, exportChange(old.get(key), now.get(key))]));
  const of = (change) => kept.filter((key) => changeOf.get(key) === change);
  const [changed, grown, rewritten] = [of('major'), of('minor'), of('patch')];
  const added = [...now.keys()].filter((key) => !old.has(key));
  const bump =
    removed.length || changed.length
      ? 'major'
      : added.length || grown.length
        ? 'minor'
        : rewritten.length
          ? 'patch'
          : null;
  return { bump, changes: { removed, changed, grown, rewritten, added } };
}

export function bumpVersion(version, bump) {
  const [major, minor, patch] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  return bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

/** Writes the reports of packages whose exports changed, and their new versions into their package.json. */
function writeReports() {
  for (const name of REPORTED_PACKAGES) {
    const manifestFile = join(packageDir(name), 'package.json');
    const manifest = readJson(manifestFile);
    const exports = currentExports(name);
    const report = existsSync(reportFile(name)) ? readJson(reportFile(name)) : null;
    const { bump } = report ? requiredBump(report.exports, exports) : { bump: null };
    const version = bump ? bumpVersion(manifest.version, bump) : manifest.version;
    if (report && !bump && report.version === version) {
      console.log(`${manifest.name} ${version}: exports unchanged`);
      continue;
    }
    const versions = { ...report?.versions, [version]: fingerprint(exports) };
    writeFileSync(reportFile(name), `${JSON.stringify({ version, versions, exports }, null, 2)}\n`);
    if (version !== manifest.version) {
      writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
    }
    console.log(`${manifest.name} ${version}${bump ? ` (${bump}: exports changed)` : ''}: report written`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeReports();

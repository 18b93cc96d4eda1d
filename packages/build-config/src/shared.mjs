// Packages every app takes from one shared copy at run time. Two copies of any of these break the suite:
// React contexts and hooks (react, react-dom; the router is reached only through the toolkit runtime), module-level stores (zustand stores in api-client and
// the toolkit runtime, i18next and react-i18next's instance, the query client), Fluent's context package and Griffel
// (so a toolkit component and a remote's own components see one FluentProvider), the button context, Dexie (one
// copy for the code cache and the offline store). Some packages are shared file by file (`sharedFiles` below).
// Highcharts is not shared on its own: only the toolkit's charts folder imports it (ESLint keeps it so), built from
// its ES modules per chart, and that folder is one shared module, so its Highcharts exists once at run time.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'single-spa',
  'zustand',
  'zustand/',
  '@tanstack/react-query',
  'i18next',
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  '@coffee/domain',
  // Its entries (/navigation, /session, /preferences, /pages, /contracts), each a singleton of its own (the root
  // re-exports all but /contracts, which only the areas that call the API through contracts load).
  '@coffee/domain/',
  '@coffee/api-client',
  // Its query entry (TanStack Query and the one query client) is shared as well, as a singleton of its own.
  '@coffee/api-client/',
  // Each toolkit folder is its own shared entry; there is no root entry, so no module exists twice.
  '@coffee/field-toolkit/',
];

/**
 * Fluent UI's building blocks that every app's components use. Shared modules are not tree-shaken, so only
 * packages that are (nearly) wholly used belong here; the rest of Fluent is bundled per app.
 */
const fluentCore = [
  '@fluentui/react-jsx-runtime',
  '@fluentui/react-utilities',
  '@fluentui/react-tabster',
  '@fluentui/react-text',
  '@fluentui/react-link',
  '@fluentui/react-card',
  '@fluentui/react-spinner',
];

/** Singletons an app reaches only through a suite package, resolved through it (`via`, as `sharedFiles` below). */
const singletonsVia = [{ via: ['@coffee/api-client'], name: 'dexie' }];

/** `^version` of a Fluent package as @fluentui/react-components (which re-exports it) resolves it. */
function fluentRange(appDir, packageName) {
  const components = join(appDir, 'node_modules', '@fluentui', 'react-components');
  if (!existsSync(components)) return undefined;
  const require = createRequire(join(realpathSync(components), 'package.json'));
  return `^${require(`${packageName}/package.json`).version}`;
}

/** `^version` of the package as the app resolves it, or undefined when the app does not depend on it. */
function caretRange(appDir, request) {
  const packageName = request.replace(/\/$/, '');
  for (let dir = appDir; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(manifest)) return `^${JSON.parse(readFileSync(manifest, 'utf8')).version}`;
  }
  return undefined;
}

/**
 * Packages shared file by file, by the files' resolved paths (webpack matches such a `shared` key against a module's
 * resource, whatever the request that reached it). Sharing a package's root shares all it re-exports, so these share
 * only their state (one instance: contexts, the i18n instance) and what pages load anyway; each app bundles the
 * package's root, tree-shaken, which re-exports the shared files. `via` is the chain of packages that depend on it.
 */
const sharedFiles = [
  // Fluent's `tokens` (the CSS variable of every design token, ~3 KB gzip): read by every Fluent style module
  // through the roots of `@fluentui/react-theme` and `@fluentui/tokens`, which also carry the themes.
  { via: ['@fluentui/react-components', '@fluentui/react-theme'], name: '@fluentui/tokens', files: ['lib/tokens.js'] },
  // Each button its own module (a page that shows plain buttons does not download the toggle, menu, split and
  // compound buttons' styles, ~7 KB gzip), the context toolbars and groups set for their buttons once.
  {
    via: ['@fluentui/react-components'],
    name: '@fluentui/react-button',
    files: [
      'lib/Button.js',
      'lib/ToggleButton.js',
      'lib/MenuButton.js',
      'lib/SplitButton.js',
      'lib/CompoundButton.js',
      'lib/contexts/ButtonContext.js',
    ],
  },
  // The suite calls useTranslation, I18nextProvider and initReactI18next only: the i18n instance, the defaults and
  // the context exist once, and Trans with its HTML parser (~6 KB gzip) is not downloaded.
  {
    via: [],
    name: 'react-i18next',
    files: [
      'dist/es/i18nInstance.js',
      'dist/es/defaults.js',
      'dist/es/context.js',
      'dist/es/useTranslation.js',
      'dist/es/I18nextProvider.js',
    ],
  },
];

/** The real folder of `name` as the app resolves it through the packages `via`, or undefined if it has none. */
export function packageDir(appDir, via, name) {
  const [first, ...rest] = [...via, name];
  let manifest;
  for (let dir = appDir; dir !== dirname(dir) && !manifest; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', first, 'package.json');
    if (existsSync(candidate)) manifest = realpathSync(candidate);
  }
  if (!manifest) return undefined;
  for (const next of rest) manifest = realpathSync(createRequire(manifest).resolve(`${next}/package.json`));
  return dirname(manifest);
}

/** `^version` of the package in `dir`, or undefined without one. */
function versionRange(dir) {
  return dir ? `^${JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version}` : undefined;
}

function sharedFileEntries(appDir) {
  return sharedFiles.flatMap(({ via, name, files }) => {
    const dir = packageDir(appDir, via, name);
    if (!dir) return [];
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return files.map((file) => [
      join(dir, file),
      { shareKey: `${name}/${file}`, version, singleton: true, requiredVersion: `^${version}` },
    ]);
  });
}

/**
 * The suite's own packages run on the shell's copy as long as it is the major the remote was built against and at
 * least its minor (a minor adds or grows exports, which the remote may call: see each package's api-report.json):
 * `^major.minor.0`, checked strictly by the federation runtime, so a remote built for another major or a newer minor
 * does not load (its area says which suite it needs) instead of running on a copy that lacks what it calls.
 */
const isSuitePackage = (request) => request.startsWith('@coffee/');
export const minorRange = (range) => range.replace(/^\^(\d+)\.(\d+)\..*$/, '^$1.$2.0');

/** The `shared` option of the Module Federation plugin for the app in `appDir`. */
export function sharedSingletons(appDir) {
  return Object.fromEntries([
    ...[
      ...singletons.map((request) => [request, caretRange(appDir, request)]),
      ...fluentCore.map((request) => [request, fluentRange(appDir, request)]),
      ...singletonsVia.map(({ via, name }) => [name, versionRange(packageDir(appDir, via, name))]),
    ]
      .filter(([, range]) => range !== undefined)
      .map(([request, range]) => [
        request,
        isSuitePackage(request)
          ? { singleton: true, requiredVersion: minorRange(range), strictVersion: true }
          : { singleton: true, requiredVersion: range },
      ]),
    ...sharedFileEntries(appDir),
  ]);
}

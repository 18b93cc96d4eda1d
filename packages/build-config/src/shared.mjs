// Packages every app takes from one shared copy at run time. Two copies of any of these break the suite:
// React contexts and hooks (react, react-dom; the router is reached only through the toolkit runtime), module-level stores (zustand stores in api-client and
// the toolkit runtime, i18next, the query client), highcharts (its modules attach to one global), Fluent's
// context package and Griffel (so a toolkit component and a remote's own components see one FluentProvider).
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
  'react-i18next',
  'highcharts',
  'highcharts/',
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  '@coffee/domain',
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
  '@fluentui/react-button',
  '@fluentui/react-text',
  '@fluentui/react-link',
  '@fluentui/react-card',
  '@fluentui/react-spinner',
];

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

/** The `shared` option of the Module Federation plugin for the app in `appDir`. */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    [
      ...singletons.map((request) => [request, caretRange(appDir, request)]),
      ...fluentCore.map((request) => [request, fluentRange(appDir, request)]),
    ]
      .filter(([, range]) => range !== undefined)
      .map(([request, range]) => [request, { singleton: true, requiredVersion: range }]),
  );
}

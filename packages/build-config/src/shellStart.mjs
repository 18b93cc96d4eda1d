// The shell's start in one script. Every shared module is a chunk group of its own (it must load alone when a remote
// needs it first), so the shell's start came as ~30 scripts of 0.2 to 22 KB: React, React DOM, the state, query and
// i18n libraries, Fluent's foundations, the suite's api-client, domain entries and toolkit runtime. On a phone's slow
// line each script is a request with its round trip, six at a time per origin, and the line sat half idle (docs/performance.md,
// "Loading on a phone"). This cache group puts the modules of those packages into one chunk that each of their
// groups loads: one request, already there when a remote asks for any of them. A module joins it when a shared
// module's code holds it: what those packages only load with `import()` (the api-client's databases, the dialog)
// stays lazy, and a lazy chunk of the shell's that uses a module of the start takes it from there, not a copy.
import { shareKeysOf } from './sharedChunks.mjs';

/** Packages the shell's start runs (its bootstrap's closure of shared modules and their own dependencies). */
const PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'zustand',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
  // The shell's menu shows counts (shell/src/layout/MenuCount.tsx): every page queries, a guest's as well.
  '@tanstack/query-core',
  '@tanstack/react-query',
  'single-spa',
  'single-spa-react',
  'react-router',
  'js-cookie',
  '@griffel/core',
  '@griffel/react',
  'stylis',
  'rtl-css-js',
  '@emotion/hash',
  'tabster',
  'keyborg',
  // Fluent's foundations and the components the shell's frame draws at once; its buttons stay shared file by file
  // (shared.mjs), so a page of plain buttons does not download the others.
  ...[
    'react-shared-contexts',
    'react-utilities',
    'react-tabster',
    'react-jsx-runtime',
    'react-provider',
    'react-theme',
    'tokens',
    'keyboard-keys',
    'react-text',
    'react-label',
    'react-spinner',
    'react-badge',
  ].map((name) => `@fluentui/${name}`),
];

/** The suite's own folders the shell's start runs, by their path in `packages/`. */
const SUITE_PATHS = [
  'api-client/src/',
  'domain/src/navigation/',
  'domain/src/session/',
  'domain/src/preferences/',
  'field-toolkit/src/runtime/',
  'field-toolkit/src/dialogs/',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, (char) => (char === '/' ? '[\\\\/]' : `\\${char}`));

/** Matches a module's file in one of `PACKAGES` (through pnpm's store) or at one of `SUITE_PATHS`. */
export const SHELL_START_FILES = new RegExp(
  [
    `[\\\\/]node_modules[\\\\/](?:${PACKAGES.map(escape).join('|')})[\\\\/]`,
    `[\\\\/]packages[\\\\/](?:${SUITE_PATHS.map(escape).join('|')})`,
  ].join('|'),
);

/** The chunk's name (chunk-names.json, the size report, the tests). */
export const SHELL_START_CHUNK = 'shell-start';

/**
 * The shell's `splitChunks` cache group: the listed packages' modules that a shared module's code holds.
 * @type {import('webpack').Configuration['optimization']['splitChunks']['cacheGroups'][string]}
 */
export const shellStartCacheGroup = {
  test: (module, { chunkGraph }) =>
    SHELL_START_FILES.test(module.nameForCondition() ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => shareKeysOf(chunk).size > 0),
  name: SHELL_START_CHUNK,
  chunks: 'async',
  enforce: true,
  priority: 20,
};

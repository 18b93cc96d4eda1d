// Lint for the whole repo, with the architecture's import boundaries (ARCHITECTURE.md):
// a remote never imports another remote, a package never imports a remote, domain imports nothing of the
// browser or the server, and the toolkit's folders import each other by package name (one shared module each).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-public-tools', 'mf-reference', 'mf-roaster', 'mf-cafe', 'mf-quality', 'mf-user'];
const appFolders = ['shell', ...remotes];
const toolkitFolders = ['widgets', 'dialogs', 'forms', 'engine', 'runtime', 'charts', 'blocks'];

/** Blocks compose the engine, forms, widgets and charts; none of those may depend on a block. */
const noBlocks = {
  group: ['@coffee/field-toolkit/blocks', '@coffee/field-toolkit/blocks/*'],
  message: 'Blocks build on the toolkit; the toolkit never imports a block.',
};

/**
 * Pages import the block entries they use (`@coffee/field-toolkit/blocks/<block>`): shared modules are not tree-shaken,
 * so a root re-exporting every block would make each page download all of them (docs/performance.md, "Page weight").
 */
const noBlocksRoot = ['@coffee/field-toolkit/blocks', '@coffee/field-toolkit/blocks/factories'].map((name) => ({
  name,
  message: 'Import the block entry you use, e.g. @coffee/field-toolkit/blocks/plumbing; there is no blocks root.',
}));

/** Each block, and the engine's list and detail, is a shared entry of its own: it reaches another one by package name. */
const entryFolders = {
  blocks: {
    // Up one or two folders to anything but the test helpers.
    regex: '^(\\.\\./){1,2}(?!(\\.\\./)*testing(/|$))',
    message: 'Import another block as @coffee/field-toolkit/blocks/<block>, so each block stays one shared module.',
  },
  engine: {
    // Up one folder to the root's modules or to the other of list and detail.
    regex: '^\\.\\./(config|options|session|rights|recordId|PageHeading|list|detail)(/|$)',
    message: "The engine's list and detail import its root as @coffee/field-toolkit/engine (one shared module).",
  },
};

/** The router comes from the toolkit runtime only, so the whole suite shares one router instance. */
const routerThroughRuntime = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: "Import routing from '@coffee/field-toolkit/runtime' (one shared router instance for the suite).",
};

/** Query hooks come from api-client: they need no provider, so a root that never queries never loads TanStack Query. */
const queryHooksThroughApiClient = {
  group: ['@tanstack/react-query'],
  importNames: ['useQuery', 'useQueries', 'useQueryClient'],
  message: "Import query hooks from '@coffee/api-client/query' (they use the suite's one client without a provider).",
};

/**
 * Page code (a remote's pages and the toolkit's blocks they mount) reads through the query options of
 * '@coffee/api-client/query' (listQuery, detailQuery, getQuery, ...; fetchAnswer outside a component) and writes
 * through writeCall / sendWrite: one key per call and one cache, never a raw helper.
 */
const readsThroughQueryOptions = {
  name: '@coffee/api-client',
  importNames: ['apiGet', 'apiPost', 'apiDownload', 'apiUpload'],
  message:
    "Page code fetches through '@coffee/api-client/query': query options (fetchAnswer outside a component), writeCall + sendWrite for writes.",
};

/** The public pages show cards without Fluent's card package (shared whole, 9 KB on the guest intro): StaticCard. */
const publicPagesWithoutFluentCard = {
  group: ['@fluentui/react-components', '@fluentui/react-card'],
  importNames: ['Card', 'CardHeader', 'CardFooter', 'CardPreview'],
  message: "The public tools' cards are StaticCard (src/shared/StaticCard), not Fluent's card package.",
};

/**
 * The API server's folders import one way: the kernel's (packages/api-kernel) db, http, auth and codes are the
 * foundation; its engine serves any page on them, and its inventory/ (the stock ledger) builds on the engine;
 * resources/ (the engine's per-page hooks) and routes/ (hand-written route families) build on the kernel (routes/ may
 * use a page's resource); seed/ and admin/ are tools; only app.ts composes them (docs/server.md).
 */
const serverLayers = {
  db: ['http', 'auth', 'engine', 'resources', 'routes', 'inventory', 'codes', 'seed', 'admin'],
  http: ['engine', 'resources', 'routes', 'inventory', 'seed', 'admin'],
  auth: ['engine', 'resources', 'routes', 'inventory', 'codes', 'seed', 'admin'],
  codes: ['resources', 'routes', 'inventory', 'seed', 'admin'],
  engine: ['resources', 'routes', 'inventory', 'seed', 'admin'],
  inventory: ['resources', 'routes', 'seed', 'admin'],
  resources: ['routes', 'seed', 'admin'],
  routes: ['seed', 'admin'],
};
/** The folders of `packages/api-kernel/src` (the others are the composition's, `packages/api-server/src`). */
const kernelFolders = ['db', 'http', 'auth', 'codes', 'engine', 'inventory'];
/** The kernel serves every area: it imports neither the composition nor an area's server part. */
const kernelKnowsNoArea = {
  group: ['@coffee/api-server', '@coffee/api-server/**', '@coffee/*-server', '@coffee/*-server/**'],
  message: "The API kernel imports no area's server part and not the composition (docs/server.md).",
};
/** An area's server part builds on the kernel and the models; the composition registers it (docs/server.md). */
const areaServerImports = {
  group: ['@coffee/api-server', '@coffee/api-server/**', '@coffee/*-server', '@coffee/*-server/**'],
  message:
    "An area's server part imports the kernel and models only, never another area's server part or the composition.",
};
const serverLayerImports = (folder) => ({
  group: [
    ...serverLayers[folder].flatMap((other) => [`../${other}`, `../${other}/**`]),
    ...['app', 'main', 'index', 'settings'].map((entry) => `../${entry}`),
  ],
  message: `${folder}/ may not import this folder: the server's imports run one way (docs/server.md).`,
});
/**
 * The audit columns are the engine's: a save stamps them (engine/save.ts), and a write by a rule outside a form goes
 * through engine/rule-writes.ts; no other folder writes them by hand.
 */
const auditThroughEngine = {
  group: ['**/engine/audit'],
  message:
    'Write through the engine (saveRecord), or by a rule through engine/rule-writes.ts: it sets the audit columns.',
};

/**
 * No app is imported, except (`models`) an area's model by its package subpath (`mf-<area>/model`): isomorphic code
 * a package, the API server or another area's model may read, never the remote's `src`.
 */
const noAppImports = (except = [], { models = false } = {}) =>
  appFolders
    .filter((app) => !except.includes(app))
    .map((app) =>
      models && remotes.includes(app)
        ? {
            regex: `^(?!${app}/model$)(.*/)?${app}(/|$)`,
            message: `Do not import the ${app} app; its model is '${app}/model'.`,
          }
        : { group: [`**/${app}/**`, `${app}`, `${app}/**`], message: `Do not import the ${app} app.` },
    );

/**
 * An area's model (`mf-<area>/model`) is isomorphic TypeScript bundled into its remote and read by the server: it
 * imports the kernel (`@coffee/domain` and its entries), other areas' models by package name and its own folder.
 */
const modelImports = {
  regex: '^(?!@coffee/domain(/|$)|mf-[a-z-]+/model$|\\.\\.?/(?!(\\.\\./)*src(/|$)))',
  message:
    "An area's model imports the kernel (@coffee/domain), other areas' models (mf-<area>/model) and its own folder only.",
};

/** Highcharts is reached through the toolkit's charts folder only (see its rule below). */
const highchartsThroughCharts = {
  selector:
    "ImportDeclaration[importKind!='type'][source.value=/^highcharts/], ImportExpression[source.value=/^highcharts/]",
  message: 'Draw charts through @coffee/field-toolkit/charts: only its folder imports Highcharts.',
};

/**
 * Page code that still writes /api/ paths, until its calls have contracts: this list may only shrink (a file leaves it
 * when its area's model defines its calls).
 */
export const apiPathsNotYetContracts = [];

/** A remote calls the API through its area's contracts (`mf-<area>/model`), never a path written in page code. */
const apiPathsThroughContracts = ['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map(
  (selector) => ({
    selector,
    message:
      "Call the API through a contract of the area's model (callQuery, callWrite, fetchCall) or a page descriptor's calls, not an /api/ path.",
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.types/**',
      '.tools/**',
      '.data/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // Copies of remotes' sources the end-to-end deploy stories build (test-deploys.mjs).
      '.e2e-work/**',
      '.e2e-deploys/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...appFolders.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...noBlocksRoot, ...(remotes.includes(app) ? [readsThroughQueryOptions] : [])],
          patterns: [
            // A remote reads another area's model for the calls and records it references, never its remote.
            ...noAppImports([app], { models: remotes.includes(app) }),
            routerThroughRuntime,
            queryHooksThroughApiClient,
            ...(app === 'mf-public-tools' ? [publicPagesWithoutFluentCard] : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: noBlocksRoot, patterns: noAppImports([], { models: true }) }],
    },
  },
  {
    files: ['mf-*/model/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [modelImports] }],
      // `interface Answer extends Static<typeof schema> {}` names a contract's type once, so a page reads it whole.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process', 'Buffer'],
    },
  },
  ...toolkitFolders.map((folder) => ({
    files: [`packages/field-toolkit/src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...noBlocksRoot, ...(folder === 'blocks' ? [readsThroughQueryOptions] : [])],
          patterns: [
            // The toolkit is kernel: it knows no area (an area passes its descriptors in).
            ...noAppImports(),
            ...(folder === 'runtime' ? [] : [routerThroughRuntime]),
            ...(entryFolders[folder] ? [entryFolders[folder]] : []),
            queryHooksThroughApiClient,
            ...(folder === 'blocks' ? [] : [noBlocks]),
            {
              group: toolkitFolders
                .filter((other) => other !== folder)
                .flatMap((other) => [`../${other}`, `../${other}/**`, `../../${other}`, `../../${other}/**`]),
              message:
                'Import another toolkit folder as @coffee/field-toolkit/<folder>, so it stays one shared module.',
            },
          ],
        },
      ],
    },
  })),
  ...Object.keys(serverLayers).map((folder) => ({
    files: [`packages/${kernelFolders.includes(folder) ? 'api-kernel' : 'api-server'}/src/${folder}/**/*.ts`],
    ignores: ['packages/api-server/src/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noBlocksRoot,
          patterns: [
            ...noAppImports([], { models: true }),
            serverLayerImports(folder),
            ...(kernelFolders.includes(folder) ? [kernelKnowsNoArea] : []),
            ...(folder === 'engine' ? [] : [auditThroughEngine]),
          ],
        },
      ],
    },
  })),
  {
    // An area's server part (mf-<area>/server): the kernel, models (its own and others' one way), never a remote's
    // src, another area's server part or the composition.
    files: ['mf-*/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noBlocksRoot,
          patterns: [...noAppImports([], { models: true }), areaServerImports, auditThroughEngine],
        },
      ],
    },
  },
  // Migrations are frozen history: literal DDL that imports kysely and the migrations' own helpers only, never the
  // app's current code (entity definitions, page tables, domain), which may change after a migration has run.
  ...[
    ['packages/api-server/src/db/migrations/*.ts', '^(?!kysely$|\\./)'],
    ['packages/api-server/src/db/migrations/*/**/*.ts', '^(?!kysely$|\\./|\\.\\./(?!\\.\\./))'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex,
              message: 'A migration is frozen literal DDL: import only kysely and the migrations folder (ddl.ts).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'react', 'react-*', '@fluentui/*'],
              message: 'domain is isomorphic: no browser, server or UI imports.',
            },
            {
              // Its own entries by package name only (one shared module each), no other workspace package.
              regex: '^@coffee/(?!domain/)',
              message: 'domain is isomorphic: no browser, server or UI imports.',
            },
            ...noAppImports(),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process', 'Buffer'],
    },
  },
  {
    // Highcharts is not a shared module of its own (packages/build-config/src/shared.mjs): the charts folder, one
    // shared module, is the only code that imports it, so the suite runs one Highcharts.
    files: ['{shell,mf-*}/src/**/*.{ts,tsx}', 'packages/field-toolkit/src/**/*.{ts,tsx}'],
    ignores: ['packages/field-toolkit/src/charts/**'],
    rules: { 'no-restricted-syntax': ['error', highchartsThroughCharts] },
  },
  {
    // Page code of the remotes (their tests may name the paths they expect).
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['mf-*/src/**/*.test.{ts,tsx}', ...apiPathsNotYetContracts],
    rules: { 'no-restricted-syntax': ['error', highchartsThroughCharts, ...apiPathsThroughContracts] },
  },
  {
    // A page's rights path is its descriptor's route (docs/adding-a-page.md), never a path written by hand.
    files: ['packages/{api-server,api-kernel}/src/**/*.ts', 'mf-*/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name='authorize'] > ArrayExpression > Literal",
          "Property[key.name='menu'] > ArrayExpression > Literal",
        ].map((selector) => ({
          selector,
          message: 'Take the menu page from its descriptor: menuSegments(PAGES.<Page>).',
        })),
      ],
    },
  },
  {
    // What a page needs before its main content imports the domain's entries, never its root (the areas' arithmetic
    // and the roast-log parsers; shared modules are not tree-shaken): the toolkit's runtime, the engine's root and
    // list, the light charts entry, each remote's first chunk and light list parts, the public tools' shell and flavor
    // wheel, a form (the engine's detail, forms and widgets) and a brew's counter, and the whole shell: a root the shell
    // provided would take its entries through the shell's federation runtime, which fetches every remote's
    // remoteEntry.js first (docs/performance.md, "Loading on a phone"). Types cost nothing.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'packages/field-toolkit/src/runtime/**/*.{ts,tsx}',
      'packages/field-toolkit/src/engine/**/*.{ts,tsx}',
      'packages/field-toolkit/src/{forms,widgets}/**/*.{ts,tsx}',
      'packages/field-toolkit/src/blocks/{brewingSteps,keptSaves,counterBar}/**/*.{ts,tsx}',
      'mf-cafe/src/pages/CafeBrewingResult/**/*.{ts,tsx}',
      'mf-cafe/src/pages/{keptSummary.ts,CafeCupCost/cupCost.ts,CafeCupCost/CupCostLine.tsx}',
      'packages/field-toolkit/src/charts/**/*.{ts,tsx}',
      'packages/field-toolkit/src/blocks/{plumbing,beanCode}/**/*.{ts,tsx}',
      'mf-*/src/{app,pages}.{ts,tsx}',
      'mf-*/src/pages/*/list.ts',
      'mf-public-tools/src/shared/**/*.{ts,tsx}',
      'mf-public-tools/src/pages/FlavorWheel/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'packages/field-toolkit/src/charts/fields/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@coffee/domain',
              allowTypeImports: true,
              message:
                "Import the domain's entry: @coffee/domain/pages (descriptors, entities, fields, labels, validator), /navigation, /session, /preferences, /kernel, /brewing (a brew's arithmetic) or /money; the root adds every area's arithmetic and the roast-log parsers.",
            },
          ],
        },
      ],
    },
  },
  {
    // A focused test committed would quietly skip the rest of its file (Playwright also sets forbidOnly): no
    // `.only` on jest's, node:test's or Playwright's test, it and describe. The only block of this rule: a later block
    // setting it would replace these entries for its files.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['test', 'it', 'describe', 'suite'].map((object) => ({
          object,
          property: 'only',
          message: 'A focused test skips the others of its file: remove .only before committing.',
        })),
      ],
    },
  },
  prettier,
);

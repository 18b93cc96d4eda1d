// Unit tests of every workspace (colocated *.test.ts(x)); the API server's integration tests run with node:test.
const swc = [
  '<rootDir>/jest/swc-fluent-at-import.cjs',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc, '^.+\\.css$': '<rootDir>/jest.css-source.cjs' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The toolkit imports its own folders by package name (so each stays one shared module at run time).
  moduleNameMapper: {
    '^@coffee/field-toolkit/(.*)$': '<rootDir>/packages/field-toolkit/src/$1',
    // api-client's query entry imports the package root by name (one shared module at run time).
    '^@coffee/api-client$': '<rootDir>/packages/api-client/src/index.ts',
    '^@coffee/api-client/(.*)$': '<rootDir>/packages/api-client/src/$1',
    // Tests of the shell and the toolkit read the composed suite, which neither depends on.
    '^@coffee/suite$': '<rootDir>/packages/suite/src/index.ts',
    // Each test file loads only the Fluent subpackages it uses, not all ~58 of the barrel (jest/fluent-lazy.cjs).
    '^@fluentui/react-components$': '<rootDir>/jest/fluent-lazy.cjs',
    // Likewise each family of Fluent's icons on first use, not all 19 MB of them (jest/fluent-icons-lazy.cjs).
    '^@fluentui/react-icons$': '<rootDir>/jest/fluent-icons-lazy.cjs',
  },
};

// ESM-only packages that jest must transform to CommonJS.
const esmPackages = ['highcharts-react-official', 'highcharts', 'typebox'].join('|');

export default {
  // Room for a test that draws a whole form and taps through it while `npm test` runs six steps on two cores (one took
  // over 20 s at load 12), above Testing Library's 15 s wait (jest.after-env.browser.cjs), so a slow find fails as
  // itself. Set here for every file, none of its own; a run-wide option: jest ignores it inside `projects`.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'domain',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/domain', '<rootDir>/packages/suite'],
      // The suite reads the areas' models, whose contracts build on TypeBox (ESM only).
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages}))`],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/jest',
        '<rootDir>/packages/api-client',
        '<rootDir>/packages/field-toolkit',
        '<rootDir>/shell',
        '<rootDir>/mf-public-tools',
        '<rootDir>/mf-reference',
        '<rootDir>/mf-roaster',
        '<rootDir>/mf-cafe',
        '<rootDir>/mf-quality',
        '<rootDir>/mf-user',
      ],
      setupFiles: ['<rootDir>/jest.setup.browser.cjs'],
      setupFilesAfterEnv: ['<rootDir>/jest.after-env.browser.cjs'],
      // Style sheets of packages are imported as text (webpack's asset/source) and so transformed too.
      transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages}))(?!.*\\.css$)`],
    },
  ],
};

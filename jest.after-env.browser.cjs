require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs the suite on two shared cores: give `findBy*`/`waitFor` room before calling a slow render a failure (a
// whole detail form took over 5 s at load 15); jest.config.mjs gives each test 60 s.
// No test is run again: one that fails once fails the run, so a flaky test is seen and fixed, never hidden.
configure({ asyncUtilTimeout: 15_000 });
/* global afterAll */

// The dialog host and the search select fetch Fluent's dialog and combobox on first use (their own chunks in the
// browser). A test that draws screens loads them up front, so its first dialog or combobox does not also wait for
// the module to compile; a test of rules and data (most *.test.ts files) never draws one and is spared the cost
// (about 1.5 s of CPU per file).
// Likewise a form fetches each widget's code when a field first needs it (docs/performance.md, "Loading on a phone"): a screen
// test starts with every widget's code in, as a form that has been drawn once.
/* global expect, beforeAll, beforeEach */
const { readFileSync } = require('node:fs');
const { testPath } = expect.getState();
if (testPath.endsWith('.tsx') || readFileSync(testPath, 'utf8').includes('@testing-library/react')) {
  require('./packages/field-toolkit/src/dialogs/DialogView');
  require('./packages/field-toolkit/src/widgets/SearchSelectField/SearchCombobox');
  const { preloadAllWidgets } = require('./packages/field-toolkit/src/forms/widgetCode');
  beforeAll(preloadAllWidgets);
  // The shell has the suite's menu (`GET /api/menu`) before a remote mounts: a screen test starts with it.
  const { setMenu } = require('./packages/api-client/src/menu/store');
  const { SUITE_MENU } = require('./packages/suite/src/index');
  beforeEach(() => setMenu(SUITE_MENU));
  // jsdom never paints: a large section is drawn at once instead of a slice per frame after the tap that shows it.
  require('./packages/field-toolkit/src/engine/detail/drawnInSlices').drawLargeSectionsInSlices(false);
}

// A code list's answer is stored in the signed-in user's cache after the page has it; let those writes land before
// the test environment is torn down (a write that loads Dexie afterwards fails the run).
const { cachePersisted } = require('./packages/api-client/src/cache/openCacheDb');
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await cachePersisted();
});

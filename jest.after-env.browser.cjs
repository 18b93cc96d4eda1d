require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs the suite on two shared cores: give `findBy*`/`waitFor` room before calling a slow render a failure (a
// whole detail form took over 5 s at load 15); jest.config.mjs gives each test 60 s.
// No test is run again: one that fails once fails the run, so a flaky test is seen and fixed, never hidden.
configure({ asyncUtilTimeout: 15_000 });
/* global afterAll */

// A screen test loads what it draws as the page does, when it first draws it: a dialog's, a combobox's or a widget's
// code, the suite's menu (a test of a page's rights sets it, as the shell has it before a remote mounts). Loading
// all of them for every screen test cost about 1 CPU s a file, some 45 of the suite's 300.
/* global expect */
const { readFileSync } = require('node:fs');
const { testPath } = expect.getState();
if (testPath.endsWith('.tsx') || readFileSync(testPath, 'utf8').includes('@testing-library/react')) {
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

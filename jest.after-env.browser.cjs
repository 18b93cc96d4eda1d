require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs the suite on two shared cores: give `findBy*`/`waitFor` room before calling a slow render a failure,
// and run a screen test that still timed out once more (its errors are logged, so a real failure stays visible).
configure({ asyncUtilTimeout: 5000 });
/* global jest, afterAll */
jest.retryTimes(1, { logErrorsBeforeRetry: true });

// The dialog host and the search select fetch Fluent's dialog and combobox on first use (their own chunks in the
// browser). Load them up front, so a test's first dialog or combobox does not also wait for the module to compile.
require('./packages/field-toolkit/src/dialogs/DialogView');
require('./packages/field-toolkit/src/widgets/SearchSelectField/SearchCombobox');

// A code list's answer is stored in the signed-in user's cache after the page has it; let those writes land before
// the test environment is torn down (a write that loads Dexie afterwards fails the run).
const { cachePersisted } = require('./packages/api-client/src/cache/openCacheDb');
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await cachePersisted();
});

require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs the suite on two shared cores: give `findBy*`/`waitFor` room before calling a slow render a failure,
// and run a screen test that still timed out once more (its errors are logged, so a real failure stays visible).
configure({ asyncUtilTimeout: 5000 });
/* global jest */
jest.retryTimes(1, { logErrorsBeforeRetry: true });

// Jest only: @swc/jest, and then a module that imports names from @fluentui/react-components loads their Fluent
// packages when it is imported, as the real barrel does, rather than during the first test that draws them (which
// would count against that test's time limit). jest/fluent-lazy.cjs keeps every other package unloaded.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const swcJest = require('@swc/jest');

const FLUENT_IMPORTS = /^import\s+\{([^}]*)\}\s+from\s+'@fluentui\/react-components';?$/gm;
const OWN_SOURCE = readFileSync(__filename);

/** The values a module imports from the Fluent barrel (type-only imports load nothing). */
function fluentNames(source) {
  return [...source.matchAll(FLUENT_IMPORTS)]
    .flatMap(([, list]) => list.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

function createTransformer(options) {
  const swc = swcJest.createTransformer(options);
  return {
    ...swc,
    process(source, filename, jestOptions) {
      const output = swc.process(source, filename, jestOptions);
      const names = fluentNames(source);
      if (names.length === 0) return output;
      const touch = names.map((name) => `fluent.${name}`).join(', ');
      return {
        ...output,
        code: `${output.code}\n;((fluent) => void [${touch}])(require('@fluentui/react-components'));`,
      };
    },
    getCacheKey(...args) {
      return createHash('sha1')
        .update(swc.getCacheKey(...args))
        .update(OWN_SOURCE)
        .digest('hex');
    },
  };
}

module.exports = { createTransformer };

// Packages whose `exports` have no production condition: every bundler resolves their development build. A
// production build of the suite takes their production files instead (the same code without development warnings).
// One rule for every app, so all apps bundle the same files.
import { join } from 'node:path';
import { packageDir } from './shared.mjs';

/** react-router 7 (reached through the toolkit's `react-router-dom`): `dist/production` beside `dist/development`. */
export function productionAliases(appDir) {
  const dir = packageDir(appDir, ['@coffee/field-toolkit', 'react-router-dom'], 'react-router');
  if (!dir) return {};
  return {
    'react-router$': join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': join(dir, 'dist/production/dom-export.mjs'),
  };
}

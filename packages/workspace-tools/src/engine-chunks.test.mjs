// node --test: a remote's page engine in two scripts (build-config/src/engineChunks.mjs), on a small remote compiled
// with webpack and the federation plugin: toolkit folders shared one by one, a Fluent component bundled with them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { engineCacheGroups } from '../../build-config/src/engineChunks.mjs';
import { buildFederatedApp, nodePackage } from './federated-build.mjs';

const TOOLKIT = '@coffee/field-toolkit';

describe('the engine cache groups', () => {
  let app;
  before(async () => {
    app = await buildFederatedApp({
      files: {
        ...nodePackage(
          TOOLKIT,
          {
            'src/engine/index.js': "export const engine = 'engine';\n",
            'src/engine/list/index.js':
              `import { engine } from '${TOOLKIT}/engine';\nimport { Field } from '@fluentui/react-field';\n` +
              "import { Table } from '@fluentui/react-table';\nexport const list = [engine, Field, Table];\n",
            'src/engine/detail/index.js':
              `import { list } from '${TOOLKIT}/engine/list';\nimport { Field } from '@fluentui/react-field';\n` +
              "import { Table } from '@fluentui/react-table';\nexport const detail = [list, Field, Table];\n" +
              "export const dialog = () => import('./Dialog.js');\n",
            'src/engine/detail/Dialog.js': "export const Dialog = 'dialog';\n",
            'src/forms/index.js': `import { detail } from '${TOOLKIT}/engine/detail';\nexport const forms = [detail];\n`,
          },
          { './*': './src/*/index.js' },
        ),
        ...nodePackage('@fluentui/react-field', { 'index.js': "export function Field() {\n  return 'field';\n}\n" }),
        ...nodePackage('@fluentui/react-table', { 'index.js': "export function Table() {\n  return 'table';\n}\n" }),
        'src/index.js': "import('./page');\n",
        'src/page.js':
          `import { list } from '${TOOLKIT}/engine/list';\nimport { forms } from '${TOOLKIT}/forms';\n` +
          "import { Field } from '@fluentui/react-field';\nexport const page = [list, forms, Field];\n",
      },
      shared: { [`${TOOLKIT}/`]: { singleton: true, requiredVersion: '^1.0.0' } },
      cacheGroups: engineCacheGroups,
    });
  });
  after(() => app.remove());
  const toolkitFile = (folder) => `node_modules/${TOOLKIT}/src/${folder}/index.js`;

  it("puts a list's shared folders into one script and a record's into another", () => {
    assert.deepEqual(app.holders(toolkitFile('engine')), ['engine-list']);
    assert.deepEqual(app.holders(toolkitFile('engine/list')), ['engine-list']);
    assert.deepEqual(app.holders(toolkitFile('engine/detail')), ['engine-detail']);
    assert.deepEqual(app.holders(toolkitFile('forms')), ['engine-detail']);
  });

  it('puts a component both use into the list’s script, which a record loads as well', () => {
    assert.deepEqual(app.holders('node_modules/@fluentui/react-table/index.js'), ['engine-list']);
  });

  it("leaves a component the app's own page uses as well out of them (webpack splits it as before)", () => {
    const holding = app.holders('node_modules/@fluentui/react-field/index.js');
    assert.ok(holding.length > 0);
    assert.deepEqual(
      holding.filter((name) => name.startsWith('engine-')),
      [],
    );
  });

  it('leaves what the engine loads with import(), and the page’s own code, out of them', () => {
    for (const file of [`node_modules/${TOOLKIT}/src/engine/detail/Dialog.js`, 'src/page.js']) {
      assert.equal(app.holders(file).length, 1, file);
      assert.ok(!app.holders(file).some((name) => name.startsWith('engine-')), file);
    }
  });

  it("keeps the federation plugin's own modules where it put them (a chunk holding its own consumed module never runs)", () => {
    for (const name of ['engine-list', 'engine-detail']) {
      assert.deepEqual(
        app.chunks[name].types.filter((type) => type !== 'javascript/auto' && type !== 'javascript/esm'),
        [],
        name,
      );
    }
  });
});

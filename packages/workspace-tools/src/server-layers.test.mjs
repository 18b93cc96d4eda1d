// node --test: lint keeps the API server's imports one way (eslint.config.mjs, serverLayers; docs/server.md).
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The kernel's folders (packages/api-kernel); the others are the composition's (packages/api-server). */
const KERNEL = ['db', 'http', 'auth', 'codes', 'engine', 'inventory'];

/** The import-boundary messages lint gives `source` as a file of the server's `folder`. */
async function refusals(folder, source) {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath: join(
      repoRoot,
      'packages',
      KERNEL.includes(folder) ? 'api-kernel' : 'api-server',
      'src',
      folder,
      'probe.ts',
    ),
  });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("the API server's import layers", () => {
  it('refuses the engine an import of the per-page hooks or the route families', async () => {
    const [refusal] = await refusals('engine', "import { resources as imported } from '../resources';");
    assert.match(refusal ?? '', /engine\/ may not import this folder/);
    assert.equal(
      (await refusals('engine', "import { registerPublicRoutes as imported } from '../routes/public-routes';")).length,
      1,
    );
  });

  it('refuses the hooks an import of a route family, and the foundation one of the engine', async () => {
    assert.equal(
      (await refusals('resources', "import { registerPublicRoutes as imported } from '../routes/public-routes';"))
        .length,
      1,
    );
    assert.equal((await refusals('db', "import { saveRecord as imported } from '../engine/save';")).length, 1);
  });

  it('refuses the kernel an import of the composition or of an area server', async () => {
    for (const source of [
      "import { buildApp as imported } from '@coffee/api-server';",
      "import { resources as imported } from '@coffee/api-server/resources';",
      "import { roasterArea as imported } from '@coffee/roaster-server';",
    ])
      for (const folder of ['engine', 'http', 'db'])
        assert.match((await refusals(folder, source))[0] ?? '', /kernel imports no area/, `${folder}: ${source}`);
  });

  it('lets each layer import the ones below it', async () => {
    assert.deepEqual(await refusals('resources', "import { saveRecord as imported } from '../engine/save';"), []);
    assert.deepEqual(
      await refusals('routes', "import { userInfoResource as imported } from '../resources/membership';"),
      [],
    );
    assert.deepEqual(
      await refusals('routes', "import { saveRecord as imported } from '@coffee/api-kernel/engine/save';"),
      [],
    );
    assert.deepEqual(await refusals('engine', "import { badRequest as imported } from '../http/errors';"), []);
  });
});

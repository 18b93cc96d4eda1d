// node --test: lint keeps the API server's imports one way (eslint.config.mjs, serverLayers; docs/server.md).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
      (await refusals('engine', "import { registerMembershipRoutes as imported } from '../routes/membership-routes';"))
        .length,
      1,
    );
  });

  it('refuses the hooks an import of a route family, and the foundation one of the engine', async () => {
    assert.equal(
      (
        await refusals(
          'resources',
          "import { registerMembershipRoutes as imported } from '../routes/membership-routes';",
        )
      ).length,
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

/** The import-boundary messages lint gives `source` as a file of an area's server part. */
async function areaRefusals(file, source) {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath: join(repoRoot, file),
  });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The TypeScript files below `dir` (on disk: a CI copy has no git). */
const sourcesBelow = (dir) =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesBelow(`${dir}/${entry.name}`)
      : /\.tsx?$/.test(entry.name)
        ? [`${dir}/${entry.name}`]
        : [],
  );
const areaServers = readdirSync(repoRoot)
  .filter((entry) => /^mf-[a-z-]+$/.test(entry) && existsSync(join(repoRoot, entry, 'server', 'package.json')))
  .map((area) => `${area}/server`);
const manifest = (dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
const serverPackage = /^@coffee\/(api-server|[a-z-]+-server)$/;

describe("an area's server part and the kernel", () => {
  it('refuses an area server an import of another area server or the composition, and lets it use kernel and models', async () => {
    const probe = 'mf-roaster/server/src/routes/probe.ts';
    for (const source of [
      "import { cafeArea as imported } from '@coffee/cafe-server';",
      "import { x as imported } from '@coffee/quality-server/routes/x';",
      "import { buildApp as imported } from '@coffee/api-server';",
      "import { pages as imported } from 'mf-cafe/src/pages';",
    ])
      assert.equal((await areaRefusals(probe, source)).length, 1, source);
    for (const source of [
      "import { saveRecord as imported } from '@coffee/api-kernel/engine/save';",
      "import { cafeOrderCalls as imported } from 'mf-cafe/model';",
      "import { planCall as imported } from 'mf-roaster/model';",
    ])
      assert.deepEqual(await areaRefusals(probe, source), [], source);
  });

  it('finds no area server that imports or depends on another, and no kernel file or remote that reaches one', () => {
    assert.ok(areaServers.length > 0, 'no area server package found');
    const importsOf = (dir) =>
      sourcesBelow(dir).flatMap((file) =>
        [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/from '(@coffee\/[a-z-]+)(?:\/[^']*)?'/g)]
          .map((match) => match[1])
          .filter((name) => serverPackage.test(name))
          .map((name) => `${file} → ${name}`),
      );
    assert.deepEqual(importsOf('packages/api-kernel/src'), []);
    for (const dir of areaServers) {
      assert.deepEqual(importsOf(`${dir}/src`), [], dir);
      const { name, dependencies = {} } = manifest(dir);
      assert.deepEqual(
        Object.keys(dependencies).filter((dep) => serverPackage.test(dep)),
        [],
        name,
      );
    }
    for (const dir of ['packages/api-kernel', ...areaServers.map((server) => server.replace('/server', ''))]) {
      const { dependencies = {}, devDependencies = {} } = manifest(dir);
      const servers = Object.keys({ ...dependencies, ...devDependencies }).filter((dep) => serverPackage.test(dep));
      assert.deepEqual(servers, [], `${dir} depends on a server package`);
    }
  });
});

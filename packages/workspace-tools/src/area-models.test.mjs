// node --test: the boundaries of an area's model (ARCHITECTURE.md): the API server and packages read `mf-<area>/model`,
// never a remote's src; a model imports the kernel and other areas' models only; page code calls the API through
// contracts, never an /api/ path (eslint.config.mjs).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the given rule for `source` linted as if it were `file`. */
async function refusals(file, source, rule) {
  const [result] = await eslint.lintText(source, { filePath: join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const imports = (file, source) =>
  refusals(file, `${source}\nexport const used = [imported];\n`, 'no-restricted-imports');

/** The files below `dir` (on disk: a CI copy has no git). */
const filesBelow = (dir) =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

describe("an area's model and its boundaries", () => {
  it('lets the API server import an area model by its subpath, never a remote’s src; the toolkit none', async () => {
    const server = 'packages/api-server/src/routes/probe.ts';
    assert.deepEqual(await imports(server, "import { planCall as imported } from 'mf-roaster/model';"), []);
    assert.equal((await imports(server, "import { pages as imported } from 'mf-roaster/src/pages';")).length, 1);
    // Relative to the probe's folder, four levels up (written so, as the request is not relative to this file).
    const upFour = '../'.repeat(4);
    assert.equal((await imports(server, `import imported from '${upFour}mf-roaster/model';`)).length, 1);
    const toolkit = 'packages/field-toolkit/src/blocks/probe/probe.ts';
    assert.equal((await imports(toolkit, "import { planCall as imported } from 'mf-roaster/model';")).length, 1);
  });

  it('keeps the kernel and the shell free of every area: no model, no composed suite outside tests', () => {
    // Walked on disk (a CI copy has no git): every TypeScript source but tests and test helpers.
    const sources = ['shell/src', 'packages/domain/src', 'packages/api-client/src', 'packages/field-toolkit/src']
      .flatMap(filesBelow)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/testing\//.test(file));
    assert.ok(sources.length > 300, `only ${sources.length} kernel files found`);
    const areaImport = /from '(mf-[a-z-]+\/model|@coffee\/suite)'/;
    const offenders = sources.filter((file) => areaImport.test(readFileSync(join(repoRoot, file), 'utf8')));
    assert.deepEqual(offenders, []);
  });

  it('keeps a model isomorphic: the kernel, other areas’ models and its own folder only', async () => {
    const model = 'mf-cafe/model/probe.ts';
    assert.deepEqual(await imports(model, "import { T as imported } from '@coffee/domain/contracts';"), []);
    assert.deepEqual(await imports(model, "import { planCall as imported } from 'mf-roaster/model';"), []);
    assert.deepEqual(await imports(model, "import { x as imported } from './calls';"), []);
    for (const source of [
      "import { useState as imported } from 'react';",
      "import { apiGet as imported } from '@coffee/api-client';",
      "import { pages as imported } from '../src/pages';",
      "import { pages as imported } from 'mf-roaster/src/pages';",
      "import imported from 'node:fs';",
    ])
      assert.equal((await imports(model, source)).length, 1, source);
  });

  it('lets a remote import its own model and another area’s model, not another area’s remote', async () => {
    const page = 'mf-roaster/src/pages/RoastingPlan/probe.ts';
    assert.deepEqual(await imports(page, "import { planCall as imported } from '../../../model';"), []);
    assert.deepEqual(await imports(page, "import { QUALITY_PAGES as imported } from 'mf-quality/model';"), []);
    const upFour = '../'.repeat(4);
    assert.equal((await imports(page, `import { x as imported } from '${upFour}mf-cafe/src/pages';`)).length, 1);
  });

  it('lets a remote read another area’s model by its subpath, and the shell none', async () => {
    const page = 'mf-cafe/src/pages/CoffeebeanQR/probe.ts';
    assert.deepEqual(await imports(page, "import { beanInfoCalls as imported } from 'mf-public-tools/model';"), []);
    const shell = 'shell/src/probe.ts';
    assert.equal(
      (await imports(shell, "import { beanInfoCalls as imported } from 'mf-public-tools/model';")).length,
      1,
    );
  });
});

describe('areas depend on each other one way', () => {
  const areas = readdirSync(repoRoot).filter((entry) => /^mf-[a-z-]+$/.test(entry));
  /** The other areas whose models an area's sources import, by area. */
  const imported = new Map(
    areas.map((area) => {
      // The area's server part (mf-<area>/server) counts too: its models are read one way like the remote's.
      const sources = ['model', 'src', ...(existsSync(join(repoRoot, area, 'server')) ? ['server/src'] : [])]
        .flatMap((dir) => filesBelow(`${area}/${dir}`))
        .filter((file) => /\.tsx?$/.test(file));
      const found = sources.flatMap((file) =>
        [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/from '(mf-[a-z-]+)\/model'/g)].map((m) => m[1]),
      );
      return [area, [...new Set(found)].filter((other) => other !== area).sort()];
    }),
  );

  it('imports only the models of areas its package declares', () => {
    const declared = (dir) =>
      existsSync(join(repoRoot, dir, 'package.json'))
        ? (JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).dependencies ?? {})
        : {};
    for (const area of areas) {
      // The remote's package declares what its model and pages read; the server part's package what it reads.
      const dependencies = { ...declared(area), ...declared(`${area}/server`) };
      const undeclared = imported.get(area).filter((other) => !(other in dependencies));
      assert.deepEqual(undeclared, [], `${area} imports models it does not declare`);
    }
  });

  it('has no cycle among areas: an area whose records another references never references that one back', () => {
    const done = new Set();
    const visit = (area, path) => {
      assert.ok(!path.includes(area), `areas import each other's models: ${[...path, area].join(' → ')}`);
      if (done.has(area)) return;
      for (const other of imported.get(area) ?? []) visit(other, [...path, area]);
      done.add(area);
    };
    for (const area of areas) visit(area, []);
    assert.ok(
      [...imported.values()].some((others) => others.length > 0),
      'no area imports another: the walk found nothing',
    );
  });
});

describe('page code calls the API through contracts', () => {
  const page = 'mf-roaster/src/pages/RoastingPlan/probe.ts';
  const syntax = (file, source) => refusals(file, source, 'no-restricted-syntax');

  it('refuses an /api/ path written in a remote’s page code, as text or as a template', async () => {
    assert.equal((await syntax(page, "export const PATH = '/api/roaster/plan/list';\n")).length, 1);
    assert.equal((await syntax(page, 'export const path = (seq: string) => `/api/roaster/x/${seq}`;\n')).length, 1);
    assert.deepEqual(await syntax(page, "export const route = '/roaster/plan';\n"), []);
  });

  it('lets a test name the path it expects', async () => {
    assert.deepEqual(
      await syntax('mf-roaster/src/pages/RoastingPlan/probe.test.ts', "export const P = '/api/x';\n"),
      [],
    );
  });

  it('keeps the files not yet on contracts to those that still write a path (the list only shrinks)', async () => {
    // Only the rule in question runs over the remotes' sources (the lint step runs them all): the same configuration,
    // a fraction of the time.
    const ruleFilter = ({ ruleId }) => ruleId === 'no-restricted-syntax';
    const results = await new ESLint({ cwd: repoRoot, ruleFilter }).lintFiles(['mf-*/src/**/*.{ts,tsx}']);
    // Each file of the list, linted without it, still writes an /api/ path.
    const strict = new ESLint({
      cwd: repoRoot,
      ruleFilter,
      overrideConfig: [
        {
          files: ['mf-*/src/**/*.{ts,tsx}'],
          ignores: ['mf-*/src/**/*.test.{ts,tsx}'],
          rules: {
            'no-restricted-syntax': [
              'error',
              { selector: 'Literal[value=/^\\/api\\//]', message: 'api path' },
              { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'api path' },
            ],
          },
        },
      ],
    });
    const withPaths = (await strict.lintFiles(['mf-*/src/**/*.{ts,tsx}']))
      .filter((result) => result.messages.some((message) => message.message === 'api path'))
      .map((result) => result.filePath.slice(repoRoot.length + 1))
      .sort();
    const refused = results
      .filter((result) => result.messages.some((message) => message.ruleId === 'no-restricted-syntax'))
      .map((result) => result.filePath);
    assert.deepEqual(refused, [], 'page code outside the list writes no /api/ path');
    const { apiPathsNotYetContracts } = await import('../../../eslint.config.mjs');
    assert.deepEqual([...apiPathsNotYetContracts].sort(), withPaths);
  });
});

// node --test: the domain package's entries (docs/performance.md, "Loading on a phone"). Each entry is one shared module at run
// time, bundled from the files it reaches by relative imports, and reaches another entry by package name: a file
// reached by two entries would be downloaded and run twice. Lint keeps the places a page needs before its main
// content on the entries, off the package root (eslint.config.mjs).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const domainDir = join(repoRoot, 'packages', 'domain');
const exportsMap = JSON.parse(readFileSync(join(domainDir, 'package.json'), 'utf8')).exports;

/** Relative imports and re-exports that stay at run time (`import type` and `export type` are erased). */
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm;

function resolveFile(from, request) {
  const base = resolve(dirname(from), request);
  const file = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${relative(domainDir, from)} imports '${request}', which is no file`);
  return file;
}

/** The files an entry bundles: its own and every file it reaches by relative imports. */
function filesOf(entryFile) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, request] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) visit(resolveFile(file, request));
  };
  visit(entryFile);
  return files;
}

const entries = Object.entries(exportsMap).map(([name, target]) => ({ name, files: filesOf(join(domainDir, target)) }));

describe('the domain package’s entries', () => {
  it('bundle no file twice', () => {
    const overlaps = entries.flatMap((entry, index) =>
      entries
        .slice(index + 1)
        .flatMap((other) =>
          [...entry.files]
            .filter((file) => other.files.has(file))
            .map((file) => `${relative(domainDir, file)} in '${entry.name}' and '${other.name}'`),
        ),
    );
    assert.deepEqual(overlaps, []);
  });

  it("keep the pages entry to what a page draws from: no area's arithmetic, no roast-log parser", () => {
    const names = [...entries.find((entry) => entry.name === './pages').files].map((file) =>
      relative(join(domainDir, 'src'), file),
    );
    for (const name of ['pages/index.ts', 'model/fields.ts', 'model/labels.ts']) assert.ok(names.includes(name), name);
    // Calendar days come from the kernel entry, which the shell reads without any page.
    assert.ok(
      entries.find((entry) => entry.name === './kernel').files.has(join(domainDir, 'src', 'kernel', 'days.ts')),
    );
    const heavy =
      /^model\/(calc|inventory|plan|trade|brewingSteps|cuppingStats)\.ts$|^roast-log\/(artisan|csv|roastime|parse)\.ts$/;
    assert.deepEqual(
      names.filter((name) => heavy.test(name)),
      [],
    );
  });
});

describe('lint keeps the domain root out of what a page needs before its main content', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const refusals = async (file, source) => {
    const [result] = await eslint.lintText(`${source}\nexport const used = [imported];\n`, {
      filePath: join(repoRoot, file),
    });
    return result.messages
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((message) => message.message);
  };
  const rootImport = "import { roasterEntities as imported } from '@coffee/domain';";

  for (const file of [
    'mf-roaster/src/pages.ts',
    'mf-cafe/src/pages/CafeBrewingToday/list.ts',
    'packages/field-toolkit/src/engine/list/probe.ts',
    'packages/field-toolkit/src/engine/probe.ts',
    'packages/field-toolkit/src/charts/RoastingChart/probe.tsx',
    'mf-public-tools/src/pages/FlavorWheel/probe.ts',
    'shell/src/layout/probe.ts',
    'shell/src/home/probe.ts',
    'packages/field-toolkit/src/blocks/beanCode/probe.ts',
  ])
    it(`refuses the root in ${file}, naming the entry`, async () => {
      const messages = await refusals(file, rootImport);
      assert.equal(messages.length, 1);
      assert.match(messages[0], /@coffee\/domain\/pages/);
    });

  it('allows the entry, and types from the root (erased)', async () => {
    assert.deepEqual(
      await refusals('mf-roaster/src/pages.ts', "import { roasterEntities as imported } from '@coffee/domain/pages';"),
      [],
    );
    assert.deepEqual(
      await refusals(
        'mf-roaster/src/pages.ts',
        "import type { Locale } from '@coffee/domain';\nconst imported: Locale = 'en';",
      ),
      [],
    );
  });

  it("allows the root where a page's own code computes (a page's config, the roast-log chart fields)", async () => {
    assert.deepEqual(await refusals('mf-roaster/src/pages/RoastingResult/page.ts', rootImport), []);
    assert.deepEqual(await refusals('packages/field-toolkit/src/charts/fields/probe.ts', rootImport), []);
  });
});

// Types into a RoastingResult form (111 fields, 20 green bean rows of 6) in Chromium and prints, per keystroke,
// how many field widgets rendered and how long the keystroke took from keydown to the end of React's work.
// node packages/field-toolkit/bench/form-typing/run.mjs   (CHROMIUM=/path overrides /usr/bin/chromium)
/* global window, document */
import { mkdtempSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../../..');
const esbuild = createRequire(realpathSync(join(repo, 'packages/api-server/node_modules/tsx/package.json')))('esbuild');
const { chromium } = createRequire(realpathSync(join(repo, 'e2e/node_modules/@playwright/test/package.json')))(
  'playwright-core',
);

const widgetsIndex = resolve(here, '../../src/widgets/index.ts');
const COUNTED = [
  'TextField',
  'NumberField',
  'TextAreaField',
  'SelectField',
  'SearchSelectField',
  'DirectSelectField',
  'SwitchField',
  'RateField',
  'SliderField',
  'DateField',
  'DurationField',
  'ImageField',
  'LinkField',
];

/** The form binds widgets from the toolkit's widgets entry: there each one is wrapped in a render counter. */
const countWidgets = {
  name: 'count-widgets',
  setup(build) {
    build.onResolve({ filter: /^@coffee\/field-toolkit\/widgets$/ }, (args) =>
      args.importer.includes(`${join('src', 'forms')}`) ? { path: 'counted-widgets', namespace: 'bench' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'bench' }, () => ({
      resolveDir: here,
      loader: 'ts',
      contents: [
        `import * as real from ${JSON.stringify(widgetsIndex)};`,
        `import { counted } from './renderCounter';`,
        `export * from ${JSON.stringify(widgetsIndex)};`,
        ...COUNTED.map((name) => `export const ${name} = counted(real.${name});`),
      ].join('\n'),
    }));
  },
};

const isDir = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Relative imports by exact name: `./countryMap` and `./CountryMap` are two files (esbuild may fold the case). */
const exactCase = {
  name: 'exact-case',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      const names = readdirSync(dirname(target));
      const base = target.slice(dirname(target).length + 1);
      const file = ['.ts', '.tsx', '.mjs', '.js', ''].find((ext) => names.includes(base + ext) && !isDir(target + ext));
      if (file !== undefined) return { path: target + file };
      const index = ['index.ts', 'index.tsx', 'index.js'].find(
        (name) => isDir(target) && readdirSync(target).includes(name),
      );
      return index ? { path: join(target, index) } : undefined;
    });
  },
};

const out = mkdtempSync(join(tmpdir(), 'form-bench-'));
await esbuild.build({
  entryPoints: [join(here, 'page.tsx')],
  bundle: true,
  outfile: join(out, 'page.js'),
  format: 'iife',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [countWidgets, exactCase],
  logLevel: 'error',
});
writeFileSync(
  join(out, 'index.html'),
  '<!doctype html><meta charset="utf-8"><div id="root"></div><script src="page.js"></script>',
);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (error) => console.error(error));
await page.goto(pathToFileURL(join(out, 'index.html')).href);
const addRow = page.getByRole('button', { name: 'Add row' });
await addRow.waitFor();
while ((await page.getByRole('button', { name: /^Remove row/ }).count()) < 20) await addRow.click();

// A keystroke's time runs from keydown to the end of React's synchronous work; its renders run up to the next
// keydown, so follow-ups the engine applies just after (shares of a row mass) count too.
await page.evaluate(() => {
  window.benchSamples = [];
  let current;
  window.benchClose = () => {
    if (current) current.renders = window.benchRenders - current.before;
    current = undefined;
  };
  document.addEventListener(
    'keydown',
    () => {
      window.benchClose();
      current = { start: performance.now(), before: window.benchRenders };
      window.benchSamples.push(current);
    },
    true,
  );
  document.addEventListener(
    'input',
    () => {
      const sample = current;
      // A message runs after the microtasks in which React finishes the input's work.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (sample.ms ??= performance.now() - sample.start);
      channel.port2.postMessage(null);
    },
    true,
  );
});

const targets = [
  ['a number (roasting_batch_no)', page.locator('input[name="roasting_batch_no"]')],
  ['a text area (first on the form)', page.locator('textarea:not([readonly])').first()],
  ['a row mass (greenbean_mass_19; shares follow)', page.locator('input[name="greenbean_mass_19"]')],
];
const results = [];
for (const [label, field] of targets) {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.evaluate(() => (window.benchSamples = []));
  await page.keyboard.type('1234567812345678', { delay: 30 });
  await page.waitForTimeout(200);
  const samples = await page.evaluate(() => (window.benchClose(), window.benchSamples));
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const renders = samples.map((sample) => sample.renders);
  results.push({
    field: label,
    keystrokes: samples.length,
    'ms median': +ms[Math.floor(ms.length / 2)].toFixed(1),
    'ms max': +ms.at(-1).toFixed(1),
    'fields rendered (mean)': +(renders.reduce((a, b) => a + b, 0) / renders.length).toFixed(1),
    'fields rendered (max)': Math.max(...renders),
  });
}
console.log(`RoastingResult form: ${await page.locator('input, textarea, [role=combobox]').count()} inputs on screen`);
console.table(results);
await browser.close();

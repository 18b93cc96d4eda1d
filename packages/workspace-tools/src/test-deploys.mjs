// The remotes the end-to-end deploy stories serve in place of the suite's own, each built on its own from a copy of its
// sources, as a team deploys one remote: mf-public-tools with a changed guide page (independent-deploy.spec.ts),
// mf-quality with a page added to its model, menu and remote (area-deploys-alone.spec.ts, whose API server reads the
// copy's model), and mf-quality built against a newer patch and a newer minor of the field toolkit
// (shared-version-skew.spec.ts). `npm test` builds them beside the suite's own build, where that build leaves a core
// free, and names their folder to the end-to-end tests (E2E_DEPLOYS); a spec run on its own builds what it needs.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './setup.mjs';

/** Where `npm test` puts the deploys it builds ahead (ignored by git). */
export const PREBUILT_DEPLOYS = join(repoRoot, '.e2e-deploys');
/** Where a spec copies and builds what was not built ahead (ignored by git, removed by the specs). */
export const WORK = join(repoRoot, '.e2e-work');

const TOOLKIT = join(repoRoot, 'packages', 'field-toolkit');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The shell's field toolkit version, and the newer patch and minor the skew stories build a remote against. */
function toolkitVersions() {
  const shell = readJson(join(TOOLKIT, 'package.json')).version;
  const [major, minor, patch] = shell.split('.').map(Number);
  return { shell, newerPatch: `${major}.${minor}.${patch + 1}`, newerMinor: `${major}.${minor + 1}.0` };
}

/** The heading of the page the changed mf-public-tools adds at the guide's address. */
export const GUIDE_RELEASE_HEADING = 'A release of the guide, deployed on its own';

/**
 * A copy of a remote's sources at `<dir>/<remote>` (the build knows an app by its folder's name), on the remote's own
 * installed packages unless `nodeModules` gives another folder.
 */
function copyRemote(remote, dir, nodeModules = join(repoRoot, remote, 'node_modules')) {
  const work = join(dir, remote);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The area's model (pages, menu entries, contracts) is bundled into its remote: it deploys with it.
  for (const entry of ['src', 'model', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    if (existsSync(join(repoRoot, remote, entry)))
      cpSync(join(repoRoot, remote, entry), join(work, entry), { recursive: true });
  }
  symlinkSync(nodeModules, join(work, 'node_modules'));
  return work;
}

/**
 * A packages folder at `<dir>/node_modules` whose entries link to `app`'s installed packages, except those of
 * `replaced` (package name → folder), which link to the given folders instead.
 */
function packagesWith(app, dir, replaced) {
  const installed = join(repoRoot, app, 'node_modules');
  const target = join(dir, 'node_modules');
  const link = (name) => symlinkSync(replaced[name] ?? join(installed, name), join(target, name));
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (!entry.startsWith('@')) {
      link(entry);
      continue;
    }
    mkdirSync(join(target, entry));
    for (const scoped of readdirSync(join(installed, entry))) link(`${entry}/${scoped}`);
  }
  return target;
}

/** The toolkit's sources released as `version` at `<dir>/field-toolkit`, on the toolkit's installed packages. */
function toolkitAt(version, dir) {
  const toolkit = join(dir, 'field-toolkit');
  cpSync(join(TOOLKIT, 'src'), join(toolkit, 'src'), { recursive: true });
  writeFileSync(join(toolkit, 'package.json'), JSON.stringify({ ...readJson(join(TOOLKIT, 'package.json')), version }));
  symlinkSync(join(TOOLKIT, 'node_modules'), join(toolkit, 'node_modules'));
  return toolkit;
}

/** Builds the app in `work` for production into `output` (a remote's own deploy: nothing else is built). */
function buildRemote(work, output) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(work, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: work,
      env: { ...process.env, OUTPUT_DIR: output, TEST_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}\n${errors}`)),
    );
  });
}

/** mf-public-tools whose app adds a page with GUIDE_RELEASE_HEADING at the guide's address. */
function guideRelease(dir) {
  const work = copyRemote('mf-public-tools', dir);
  writeFileSync(
    join(work, 'src', 'app.ts'),
    `import { createElement } from 'react';
import { createAreaApp } from '@coffee/field-toolkit/runtime';
import { pages } from './pages';

const Release = () => createElement('h1', null, ${JSON.stringify(GUIDE_RELEASE_HEADING)});
export const { bootstrap, mount, unmount } = createAreaApp({ pages: [{ path: 'info/guide', Page: Release }, ...pages] });
`,
  );
  return work;
}

/** The page area-deploys-alone.spec.ts adds to mf-quality: its route, titles, and what its screen says. */
export const ADDED_PAGE = {
  key: 'QCCuppingForm',
  route: 'roaster/qc/cuppingform',
  title: { kr: '커핑 양식', en: 'Cupping form' },
  says: 'This roastery cups on the form',
};

/** `text` with `anchor` replaced by `replacement`; a copy whose sources moved on fails here, naming the file. */
function edited(file, anchor, replacement) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer holds ${JSON.stringify(anchor)}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/**
 * mf-quality with ADDED_PAGE, added as docs/adding-a-page.md says and nowhere else: its descriptor in the area's
 * pages, its menu entry (managers only) in the area's menu, its screen folder and its line in the remote's pages.
 */
function qualityWithNewPage(dir) {
  const work = copyRemote('mf-quality', dir);
  const { key, route, title, says } = ADDED_PAGE;
  edited(
    join(work, 'model', 'pages.ts'),
    'export const QUALITY_PAGES = {',
    `export const QUALITY_PAGES = {\n  ${key}: screenPageOf('${key}', '${route}', ['${title.kr}', '${title.en}']),`,
  );
  edited(
    join(work, 'model', 'menu.ts'),
    "import { menuNode as node } from '@coffee/domain/navigation';",
    `import { ROASTER_MANAGERS, menuNode as node, pageNode } from '@coffee/domain/navigation';\nimport { QUALITY_PAGES } from './pages';`,
  );
  edited(
    join(work, 'model', 'menu.ts'),
    "node('cuppingsheet', '내 커핑 시트', 'My cupping sheets'),",
    `node('cuppingsheet', '내 커핑 시트', 'My cupping sheets'),\n          pageNode(QUALITY_PAGES.${key}, { rights: { crud: ROASTER_MANAGERS } }),`,
  );
  edited(
    join(work, 'src', 'pages.ts'),
    'export const pages: readonly AreaPage[] = [',
    `export const pages: readonly AreaPage[] = [\n  screenPage(QUALITY_PAGES.${key}, () => import('./pages/${key}/Screen')),`,
  );
  mkdirSync(join(work, 'src', 'pages', key));
  writeFileSync(
    join(work, 'src', 'pages', key, 'Screen.tsx'),
    `import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCuppingFormDefault } from '../../shared/cupping/formDefault';

export function Screen() {
  const { t } = useTranslation();
  const form = useCuppingFormDefault();
  return (
    <section>
      <h1>{t('pages.${key}')}</h1>
      <Text>{form ? ${JSON.stringify(says)} + ' ' + form : '…'}</Text>
    </section>
  );
}
`,
  );
  return work;
}
qualityWithNewPage.keepsModel = true;

/** mf-quality built against the toolkit's sources released as `version`. */
const qualityAgainst = (version) => (dir) =>
  copyRemote('mf-quality', dir, packagesWith('mf-quality', dir, { '@coffee/field-toolkit': toolkitAt(version, dir) }));

/** Each deploy by its name: a function that prepares the sources to build in a folder of its own. */
function deploys() {
  const { newerPatch, newerMinor } = toolkitVersions();
  return {
    'guide-release': guideRelease,
    'quality-with-new-page': qualityWithNewPage,
    'quality-on-newer-patch': qualityAgainst(newerPatch),
    'quality-on-newer-minor': qualityAgainst(newerMinor),
  };
}

/** What a tidied deploy whose API server reads its model keeps of the remote's copy: the model and its packages. */
const MODEL_ENTRIES = new Set(['model', 'node_modules', 'package.json']);

/**
 * Builds deploy `name` in `<root>/<name>`: its output in `dist`, the copied sources beside it unless `tidy`, which
 * keeps only the model of a deploy that `keepsModel`.
 */
async function buildDeploy(name, root, { tidy = false } = {}) {
  const prepare = deploys()[name];
  if (!prepare) throw new Error(`no test deploy named ${name}`);
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const output = join(dir, 'dist');
  await buildRemote(prepare(dir), output);
  if (tidy) {
    for (const entry of readdirSync(dir)) {
      if (entry === 'dist') continue;
      if (!prepare.keepsModel) rmSync(join(dir, entry), { recursive: true });
      else
        for (const part of readdirSync(join(dir, entry)))
          if (!MODEL_ENTRIES.has(part)) rmSync(join(dir, entry, part), { recursive: true });
    }
  }
  return output;
}

/**
 * The folder of deploy `name`'s build: the one `npm test` made ahead when it names their folder (E2E_DEPLOYS),
 * otherwise one built now below WORK.
 */
export async function testDeploy(name) {
  const prebuilt = process.env.E2E_DEPLOYS && join(process.env.E2E_DEPLOYS, name, 'dist');
  if (prebuilt && existsSync(join(prebuilt, 'remoteEntry.js'))) return prebuilt;
  return buildDeploy(name, WORK);
}

/** Builds every deploy into `root`, one at a time (a build is mostly one core; the suite's build runs beside them). */
export async function buildTestDeploys(root = PREBUILT_DEPLOYS) {
  rmSync(root, { recursive: true, force: true });
  for (const name of Object.keys(deploys())) {
    const started = Date.now();
    await buildDeploy(name, root, { tidy: true });
    console.log(`[test deploys] ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Beside the suite's build, these take the core it leaves idle and yield it back when it needs it.
  setPriority(10);
  await buildTestDeploys(process.argv[2] && resolve(process.argv[2]));
}

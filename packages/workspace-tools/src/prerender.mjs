// Public pages as static HTML, written at build time into the shell's build: the page the suite itself renders for
// a guest (shell and public-tools remote, in Chromium, under the suite's Content-Security-Policy), its markup and
// its style rules taken as they are. The shell's server sends it to guests as the first paint; the shell then puts
// the page's content in the remote's place until the remote has drawn the same page (shell/src/remotes/prerendered.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SHELL } from '../../build-config/src/apps.mjs';
import { inlineStyleHashes, securityHeaders } from './security-headers.mjs';
import { serveApp } from './serve.mjs';
import { repoRoot } from './setup.mjs';
import { PRERENDERED_DIR, PRERENDERED_LIST } from './shell-documents.mjs';
import { startApi } from './suite.mjs';

/** The pages prerendered, both languages: the intro, the guide and the flavor wheel. */
export const PRERENDERED_PAGES = [
  '/info/intro',
  '/en/info/intro',
  '/info/guide',
  '/en/info/guide',
  '/info/chart/flavorwheel',
  '/en/info/chart/flavorwheel',
];
const PUBLIC_REMOTE = 'mf-public-tools';
/**
 * The widths a page is drawn at: a chart measures its box in script and draws a phone's layout below 768 px
 * (field-toolkit's MOBILE_MEDIA_QUERY, behaviour §01-9), which no style rule can turn into the desktop's. A page
 * whose content differs between them carries both, each shown under its media query.
 */
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 412, height: 823 };
const NARROW_MEDIA = '(max-width: 767.98px)';

/**
 * Runs in the page: the root's markup (inert), every style rule the page inserted through the CSSOM (Griffel's and
 * Fluent's empty `<style>` elements, constructed sheets) and the page's style attributes as rules of classes of
 * their own (the policy refuses style attributes in markup; one class per distinct attribute), title and language.
 * A chart's drawing (Highcharts' SVG, sized in pixels to the box it was drawn in) scales down to a narrower box.
 * `prefix` names the classes; `narrowArea`, when given, is the area's content as drawn at the narrow width, kept
 * beside the wide one.
 */
function snapshot({ prefix, narrowArea }) {
  const { document } = globalThis;
  const root = document.getElementById('root').cloneNode(true);
  root.querySelectorAll('.highcharts-container').forEach((container) => {
    container.style.removeProperty('width');
    container.style.removeProperty('height');
  });
  root.querySelectorAll('svg.highcharts-root').forEach((svg) => {
    const [width, height] = ['width', 'height'].map((name) => svg.getAttribute(name));
    if (!svg.hasAttribute('viewBox')) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.classList.add('prerendered-chart');
  });
  const classes = new Map();
  root.querySelectorAll('[style]').forEach((element) => {
    const style = element.getAttribute('style');
    if (!classes.has(style)) classes.set(style, `${prefix}${classes.size}`);
    element.classList.add(classes.get(style));
    element.removeAttribute('style');
  });
  root.querySelectorAll('script').forEach((script) => script.remove());
  // Test hooks name the live page's parts, not their copy.
  root.querySelectorAll('[data-testid]').forEach((element) => element.removeAttribute('data-testid'));
  const area = root.querySelector('#area-slot > [id^="area-"]');
  const areaHtml = area?.innerHTML ?? '';
  if (area && narrowArea !== undefined)
    area.innerHTML = `<div class="prerendered-wide">${areaHtml}</div><div class="prerendered-narrow">${narrowArea}</div>`;
  // Nothing in it works before the scripts run: no dead buttons (and tests wait for the live page).
  for (const child of root.children) {
    child.setAttribute('inert', '');
    child.setAttribute('aria-hidden', 'true');
  }
  const inserted = [...document.styleSheets].filter((sheet) => sheet.ownerNode?.textContent === '');
  const css = [...inserted, ...document.adoptedStyleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .concat([...classes].map(([style, name]) => `.${name}{${style}}`));
  return { html: root.innerHTML, area: areaHtml, css, title: document.title, lang: document.documentElement.lang };
}

/** Rules of the page's own: a chart's drawing scales down, and the width's content shows under its media query. */
const SNAPSHOT_RULES = [
  '.prerendered-chart{max-width:100%;height:auto}',
  '.prerendered-wide,.prerendered-narrow{display:contents}',
  `@media ${NARROW_MEDIA}{.prerendered-wide{display:none}}`,
  `@media not all and ${NARROW_MEDIA}{.prerendered-narrow{display:none}}`,
];

/** The built index.html with the page's markup in its root and the page's rules in a style element. */
function pageDocument(template, { html, css, title, lang }) {
  const escape = (text) => text.replace(/</g, '\\3c ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/</g, '&lt;')}</title>`)
    .replace('</head>', `<style data-prerendered>${escape(css)}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

/**
 * The page as it stays: its heading, its calls answered and each chart drawn, its animation over (`data-drawn`,
 * behaviour §11-2.1).
 */
async function drawnPage(page, url) {
  await page.goto(url);
  await page.locator(`#area-${PUBLIC_REMOTE} h1`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...globalThis.document.querySelectorAll('[data-chart]')].every((chart) => chart.hasAttribute('data-drawn')),
  );
}

/** React's generated ids (useId: `_r_1_` in React 19.1 and later, `«r1»` in 19.0, `:r1:` in 18). */
const REACT_IDS = /_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g;

/**
 * Whether two drawings of a page's markup are the same but for React's generated ids: their values count what
 * mounted since the page loaded, which can differ between two loads of one page (seen: the English intro drawn
 * after the Korean one, in one build of six here and in a failed CI run), so each id is compared by its order of
 * first appearance.
 */
export function sameMarkup(first, second) {
  const canonical = (html) => {
    const order = new Map();
    return html.replace(REACT_IDS, (id) => {
      if (!order.has(id)) order.set(id, order.size);
      return `\u0000id${order.get(id)}\u0000`;
    });
  };
  return canonical(first) === canonical(second);
}

/** The page's document: drawn wide, and narrow too where its content differs there. */
async function renderPage(page, url) {
  await page.setViewportSize(NARROW);
  await drawnPage(page, url);
  const narrow = await page.evaluate(snapshot, { prefix: 'prerendered-narrow-style-' });
  await page.setViewportSize(WIDE);
  await drawnPage(page, url);
  const wide = await page.evaluate(snapshot, { prefix: 'prerendered-style-' });
  const sameNarrow = sameMarkup(narrow.area.replaceAll('prerendered-narrow-style-', 'prerendered-style-'), wide.area);
  const both = sameNarrow
    ? wide
    : await page.evaluate(snapshot, { prefix: 'prerendered-style-', narrowArea: narrow.area });
  const css = [...new Set([...both.css, ...(sameNarrow ? [] : narrow.css), ...SNAPSHOT_RULES])].join('\n');
  return { document: { ...both, css }, widths: sameNarrow ? 'one' : 'wide and narrow' };
}

/** Writes the file and its Brotli and gzip copies; returns their sizes, as printed. */
function writeWithCompressed(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const brotli = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(text, { level: 9 });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return `${kb(Buffer.byteLength(text))}, ${kb(brotli.length)} Brotli, ${kb(gzip.length)} gzip`;
}

/**
 * The API a guest's pages call (the wheel's flavor codes), on a fresh embedded database of its own: the code lists
 * as the server seeds them, never a deployment's database. Nobody is signed in.
 */
function startGuestApi(shellUrl, dataDir) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const ports = { api: 0, shell: new URL(shellUrl).port, remotes: {} };
  return startApi(ports, { ...env, DATA_DIR: dataDir, DEMO: '0', LOG: '0', CORS_ORIGINS: shellUrl });
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Prerenders {@link PRERENDERED_PAGES} into the shell's build (prerendered/…, listed in prerendered/pages.json).
 * Without Chromium (a machine that only serves the suite) it says so and the guests get the usual page.
 */
export async function prerenderPublicPages() {
  const shellDist = join(repoRoot, SHELL.dir, 'dist');
  if (!existsSync(CHROMIUM)) {
    rmSync(join(shellDist, PRERENDERED_LIST), { force: true });
    console.warn(
      `[build] no Chromium at ${CHROMIUM}: the public pages are not prerendered (guests get the usual page)`,
    );
    return {};
  }
  const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const remote = await serveApp({ dir: join(repoRoot, PUBLIC_REMOTE, 'dist'), port: 0 });
  // The shell first, on a port of the system's choosing: the API allows its origin, and the shell's configuration
  // and headers, read at each request, name the API once it listens (no port chosen beforehand for either).
  const json = {};
  const headers = {};
  const shell = await serveApp({ dir: shellDist, port: 0, spa: true, json, headers });
  const dataDir = mkdtempSync(join(tmpdir(), 'coffee-prerender-'));
  const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
  const [api, browser] = await Promise.all([
    startGuestApi(shell.url, dataDir),
    chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    }),
  ]);
  const apiOrigin = `http://127.0.0.1:${new URL(api.url).port}`;
  const config = { apiOrigin, remotes: { [PUBLIC_REMOTE]: `${remote.url}/remoteEntry.js` } };
  json['/remotes.json'] = { ...config, signInProviderClientId: null };
  Object.assign(headers, securityHeaders(config, { styleHashes: inlineStyleHashes(template) }));
  const list = {};
  try {
    const page = await browser.newPage({ viewport: WIDE, colorScheme: 'light' });
    for (const path of PRERENDERED_PAGES) {
      const { document, widths } = await renderPage(page, `${shell.url}${path}`);
      const file = `${PRERENDERED_DIR}${path}.html`;
      const bytes = writeWithCompressed(join(shellDist, file), pageDocument(template, document));
      console.log(`[build] prerendered ${path} (${widths} width): ${bytes}`);
      list[path] = file;
    }
  } finally {
    await browser.close();
    await Promise.all([shell.close(), remote.close(), api.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeFileSync(join(shellDist, PRERENDERED_LIST), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

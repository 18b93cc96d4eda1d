// Public pages as static HTML, written at build time into the shell's build: the page the suite itself renders for
// a guest (shell and public-tools remote, in Chromium, under the suite's Content-Security-Policy), its markup and
// its style rules taken as they are. The shell's server sends it to guests as the first paint; the shell then puts
// the page's content in the remote's place until the remote has drawn the same page (shell/src/remotes/prerendered.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SHELL } from '../../build-config/src/apps.mjs';
import { inlineStyleHashes, securityHeaders } from './security-headers.mjs';
import { serveApp } from './serve.mjs';
import { repoRoot } from './setup.mjs';
import { PRERENDERED_DIR, PRERENDERED_LIST } from './shell-documents.mjs';

/** The pages prerendered, both languages: the intro and the guide. */
export const PRERENDERED_PAGES = ['/info/intro', '/en/info/intro', '/info/guide', '/en/info/guide'];
const PUBLIC_REMOTE = 'mf-public-tools';
/** No API: a guest's session call fails, which the shell takes for "signed out", as a 401. */
const NO_API = 'http://127.0.0.1:9';

/**
 * Runs in the page: the root's markup (inert), every style rule the page inserted through the CSSOM (Griffel's and
 * Fluent's empty `<style>` elements, constructed sheets) and the page's style attributes as rules of classes of
 * their own (the policy refuses style attributes in markup), title and language.
 */
function snapshot() {
  const root = globalThis.document.getElementById('root').cloneNode(true);
  const rules = [];
  root.querySelectorAll('[style]').forEach((element, index) => {
    const name = `prerendered-style-${index}`;
    rules.push(`.${name}{${element.getAttribute('style')}}`);
    element.classList.add(name);
    element.removeAttribute('style');
  });
  root.querySelectorAll('script').forEach((script) => script.remove());
  // Nothing in it works before the scripts run: no dead buttons (and tests wait for the live page).
  for (const child of root.children) child.setAttribute('inert', '');
  const { document } = globalThis;
  const inserted = [...document.styleSheets].filter((sheet) => sheet.ownerNode?.textContent === '');
  const css = [...inserted, ...document.adoptedStyleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .concat(rules)
    .join('\n');
  return { html: root.innerHTML, css, title: document.title, lang: document.documentElement.lang };
}

/** The built index.html with the page's markup in its root and the page's rules in a style element. */
function pageDocument(template, { html, css, title, lang }) {
  const escape = (text) => text.replace(/</g, '\\3c ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/</g, '&lt;')}</title>`)
    .replace('</head>', `<style data-prerendered>${escape(css)}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

function writeWithCompressed(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
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
  const config = { apiOrigin: NO_API, remotes: { [PUBLIC_REMOTE]: `${remote.url}/remoteEntry.js` } };
  const shell = await serveApp({
    dir: shellDist,
    port: 0,
    spa: true,
    json: { '/remotes.json': { ...config, signInProviderClientId: null } },
    headers: securityHeaders(config, { styleHashes: inlineStyleHashes(template) }),
  });
  const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const list = {};
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    for (const path of PRERENDERED_PAGES) {
      await page.goto(`${shell.url}${path}`);
      await page.locator(`#area-${PUBLIC_REMOTE} h1`).waitFor();
      await page.waitForLoadState('networkidle');
      const file = `${PRERENDERED_DIR}${path}.html`;
      writeWithCompressed(join(shellDist, file), pageDocument(template, await page.evaluate(snapshot)));
      list[path] = file;
    }
  } finally {
    await browser.close();
    await Promise.all([shell.close(), remote.close()]);
  }
  writeFileSync(join(shellDist, PRERENDERED_LIST), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

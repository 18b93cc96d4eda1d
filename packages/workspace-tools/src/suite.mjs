// Builds and runs the suite: the API server (a child process) and a static server per app.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { APPS, API_PORT, REMOTES, SHELL } from '../../build-config/src/apps.mjs';
import { inlineStyleHashes, securityHeaders } from './security-headers.mjs';
import { serveApp } from './serve.mjs';
import { PRERENDERED_LIST, shellDocuments } from './shell-documents.mjs';
import { pnpm, repoRoot } from './setup.mjs';

const distOf = (dir) => join(repoRoot, dir, 'dist');

/** Ports from the environment: SHELL_PORT, REMOTE_PORT_BASE (first remote; the rest follow), API_PORT. */
export function suitePorts(env = process.env) {
  const shell = Number(env.SHELL_PORT ?? SHELL.port);
  const remoteBase = Number(env.REMOTE_PORT_BASE ?? REMOTES[0].port);
  return {
    shell,
    api: Number(env.API_PORT ?? API_PORT),
    remotes: Object.fromEntries(REMOTES.map((remote, index) => [remote.dir, remoteBase + index])),
  };
}

/**
 * Builds every app (two at a time: webpack is mostly single-threaded, the machine has two cores), then prerenders
 * the public pages into the shell's build.
 */
export async function buildApps() {
  pnpm([
    '--filter',
    `./${SHELL.dir}`,
    ...REMOTES.flatMap((r) => ['--filter', `./${r.dir}`]),
    '--workspace-concurrency=2',
    'run',
    'build',
  ]);
  const { areaModelIn } = await import('./shell-area-free.mjs');
  const found = areaModelIn(distOf(SHELL.dir));
  if (found.length > 0) throw new Error(`the shell's build holds an area's model: ${found.join(', ')}`);
  const { prerenderPublicPages } = await import('./prerender.mjs');
  await prerenderPublicPages();
}

/** `REMOTE_OVERRIDES="mf-reference=http://localhost:3012/remoteEntry.js,..."`: remotes served from elsewhere. */
function remoteOverrides(env) {
  return Object.fromEntries(
    (env.REMOTE_OVERRIDES ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => entry.split('=').map((part) => part.trim())),
  );
}

/** The shell's run-time configuration (served as /remotes.json). */
export function suiteConfig(ports, env = process.env) {
  const overrides = remoteOverrides(env);
  return {
    apiOrigin: env.API_ORIGIN ?? `http://localhost:${ports.api}`,
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote.dir,
        overrides[remote.dir] ?? `http://localhost:${ports.remotes[remote.dir]}/remoteEntry.js`,
      ]),
    ),
    signInProviderClientId: env.GOOGLE_CLIENT_ID || null,
  };
}

/** The shell's index.html and its prerendered pages, as built. */
function shellDocumentFiles() {
  const dist = distOf(SHELL.dir);
  const list = join(dist, PRERENDERED_LIST);
  const prerendered = existsSync(list) ? Object.values(JSON.parse(readFileSync(list, 'utf8'))) : [];
  return ['index.html', ...prerendered].map((file) => join(dist, file)).filter((file) => existsSync(file));
}

/**
 * The security headers every app's server sends: the Content-Security-Policy allows the origins of `config` (the
 * remotes as served in remotes.json, overrides included, and the API) and the shell's inline style by its hash.
 */
export function suiteHeaders(ports, config) {
  const ownRemotes = new Set(Object.values(ports.remotes).map((port) => `http://localhost:${port}`));
  const elsewhere = Object.values(config.remotes)
    .map((url) => new URL(url).origin)
    .filter((origin) => !ownRemotes.has(origin));
  const styleHashes = shellDocumentFiles().flatMap((file) => inlineStyleHashes(readFileSync(file, 'utf8')));
  return securityHeaders(config, { styleHashes, liveReloadOrigins: elsewhere });
}

export async function serveApps(ports, config) {
  const headers = suiteHeaders(ports, config);
  const servers = {};
  servers[SHELL.dir] = await serveApp({
    dir: distOf(SHELL.dir),
    port: ports.shell,
    spa: true,
    json: { '/remotes.json': config },
    headers,
    documents: await shellDocuments(config, distOf(SHELL.dir), (dir) =>
      config.remotes[dir] === `http://localhost:${ports.remotes[dir]}/remoteEntry.js` ? distOf(dir) : null,
    ),
  });
  for (const remote of REMOTES) {
    servers[remote.dir] = await serveApp({
      dir: distOf(remote.dir),
      port: ports.remotes[remote.dir],
      headers,
    });
  }
  return servers;
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const DEMO_LINE = /^Demo data: (seeded|not seeded): (.*)$/m;
const LISTENING_LINE = /^API server listening on http:\/\/\S+:(\d+)$/m;

/**
 * Starts the API server as a child process on its embedded database (or DATABASE_URL) and waits for it. Its output
 * goes on to this process's; `demo` is what the server said about the demo data (`seeded`, and why), read from its
 * "Demo data:" line (the server decides: api-server seed/demo-choice.ts). `imports` are modules loaded ahead of the
 * server's (after tsx), such as model-override.mjs. With `ports.api` 0 the server takes a free port itself and says
 * which (a port chosen beforehand may be taken by another process before the server listens).
 */
export async function startApi(ports, env = process.env, { imports = [] } = {}) {
  const corsOrigins = [ports.shell, ...Object.values(ports.remotes)].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  const loaders = ['tsx', ...imports].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...loaders, 'src/main.ts'], {
    cwd: join(repoRoot, 'packages', 'api-server'),
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...env,
      PORT: String(ports.api),
      CORS_ORIGINS: env.CORS_ORIGINS ?? corsOrigins.join(','),
    },
  });
  let output = '';
  let demo;
  let port = ports.api || undefined;
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (demo && port) return;
    output += chunk.toString();
    const said = DEMO_LINE.exec(output);
    if (said) demo = { seeded: said[1] === 'seeded', reason: said[2] };
    port ??= Number(LISTENING_LINE.exec(output)?.[1]) || undefined;
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`API server exited (${code})`))),
  );
  const healthy = async () => {
    while (!port) {
      if (child.exitCode !== null) return; // `exited` tells
      await delay(100);
    }
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000);
  };
  try {
    await Promise.race([healthy(), exited]);
  } catch (error) {
    // A server that never answered is stopped here: nothing else holds it, and it would keep its caller running.
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    demo: demo ?? { seeded: false, reason: 'the server did not say' },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export { APPS };

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** What the process wrote to stderr so far (for a failure's message). */
  stderr(): string;
}

const LISTENING_LINE = /^API server listening on http:\/\/\S+:(\d+)$/m;

/**
 * The API as `npm start` runs it (packages/workspace-tools/src/suite.mjs: startApi): a Node process of its own on
 * `port`, configured by `env` alone (DATABASE_URL or DATA_DIR, DEMO, ...). Resolves once /api/health answers. With
 * `port` 0 the server takes a free port itself and says which: a port chosen beforehand may be taken by another
 * process (a client connection's own port) before the server listens.
 */
export async function startApiProcess(port: number, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let listening = port;
  let stderr = '';
  // Read until the server says its port; the rest (request logs) is dropped.
  child.stdout?.on('data', (chunk: Buffer) => {
    if (listening) return;
    stdout += chunk.toString();
    listening = Number(LISTENING_LINE.exec(stdout)?.[1]) || 0;
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    const url = `http://127.0.0.1:${listening}`;
    const healthy =
      listening > 0 &&
      (await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ));
    if (healthy) return { child, url, exited, stderr: () => stderr };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer within 90 s: ${stderr}`);
}

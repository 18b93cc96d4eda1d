// The steps of `npm test`: one after another, or several at once with each one's output printed whole.
import { spawn } from 'node:child_process';
import { repoRoot } from './setup.mjs';

/**
 * Steps run in order or at once; `results` holds each step's name, outcome and seconds, in the order the steps were
 * given (also for steps run at once), for the summary.
 */
export function stepRunner(out = process.stdout) {
  const results = [];
  const print = (text) => out.write(`${text}\n`);

  async function step(name, run) {
    const started = Date.now();
    print(`\n=== ${name}`);
    const result = { name, ok: false, seconds: 0 };
    results.push(result);
    try {
      await run();
      result.ok = true;
    } catch (error) {
      print(`--- ${name} failed: ${error.message}`);
    }
    result.seconds = (Date.now() - started) / 1000;
  }

  /**
   * Steps at the same time; each `run(log)` collects its output in `log` (see `runLogged`). `tail`, a step of the same
   * shape, starts once only one of `steps` is still running (a core would idle otherwise), and is awaited with them.
   */
  async function parallelSteps(steps, { tail } = {}) {
    const started = Date.now();
    print(`\n=== at the same time: ${steps.map(([name]) => name).join('; ')}${tail ? `; then ${tail[0]}` : ''}`);
    const slots = steps.map(([name]) => ({ name, ok: false, seconds: 0 }));
    results.push(...slots);
    const runStep = async ([name, run], slot) => {
      const log = [];
      let failure = null;
      try {
        await run(log);
      } catch (error) {
        failure = error;
      }
      Object.assign(slot, { ok: !failure, seconds: (Date.now() - started) / 1000 });
      print(`\n=== ${name} (${failure ? 'failed' : 'passed'} after ${slot.seconds.toFixed(1)} s)`);
      out.write(Buffer.concat(log));
      if (failure) print(`--- ${name} failed: ${failure.message}`);
    };
    let running = steps.length;
    let startTail = () => {};
    const tailStarted = new Promise((resolve) => (startTail = resolve));
    const tailDone = tail
      ? tailStarted.then(() => {
          const slot = { name: tail[0], ok: false, seconds: 0 };
          results.push(slot);
          print(`\n=== ${tail[0]} starts (${((Date.now() - started) / 1000).toFixed(1)} s into the group)`);
          return runStep(tail, slot);
        })
      : null;
    if (running <= 1) startTail();
    await Promise.all([
      ...steps.map((step, index) =>
        runStep(step, slots[index]).then(() => {
          if (--running <= 1) startTail();
        }),
      ),
      tailDone,
    ]);
  }

  return { results, step, parallelSteps };
}

/** Runs a command with its output (stdout and stderr, in order) collected in `log`; rejects when it fails. */
export function runLogged(log, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => log.push(chunk));
    child.stderr.on('data', (chunk) => log.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0] ?? ''} exited with ${code ?? signal}`)),
    );
  });
}

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
   * Steps at the same time; each `run(log)` collects its output in `log` (see `runLogged`), printed whole when the step
   * ends. `lead`, steps of the same shape, run one after another beside them from the start (a lead step after a
   * failed one is recorded as failed, not run); their own output may stream live instead.
   */
  async function parallelSteps(steps, { lead = [] } = {}) {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    const names = [...steps, ...lead].map(([name]) => name);
    print(
      `\n=== at the same time: ${names.join('; ')}${lead.length > 1 ? ` (${lead.map(([name]) => name).join(', then ')})` : ''}`,
    );
    const slot = (name) => {
      const result = { name, ok: false, seconds: 0 };
      results.push(result);
      return result;
    };
    const slots = steps.map(([name]) => slot(name));
    const leadSlots = lead.map(([name]) => slot(name));
    const runStep = async ([name, run], result) => {
      const log = [];
      let failure = null;
      try {
        await run(log);
      } catch (error) {
        failure = error;
      }
      Object.assign(result, { ok: !failure, seconds: (Date.now() - started) / 1000 });
      print(`\n=== ${name} (${failure ? 'failed' : 'passed'} after ${result.seconds.toFixed(1)} s)`);
      out.write(Buffer.concat(log));
      if (failure) print(`--- ${name} failed: ${failure.message}`);
    };
    const runLead = async () => {
      for (const [index, leadStep] of lead.entries()) {
        const result = leadSlots[index];
        if (index > 0 && !leadSlots[index - 1].ok) {
          print(`\n--- ${leadStep[0]} not run: ${lead[index - 1][0]} failed`);
          continue;
        }
        if (index > 0) print(`\n=== ${leadStep[0]} starts (${seconds()} s in)`);
        await runStep(leadStep, result);
      }
    };
    await Promise.all([...steps.map((step, index) => runStep(step, slots[index])), runLead()]);
  }

  return { results, step, parallelSteps };
}

/**
 * Runs a command with its output (stdout and stderr, in order) collected in `log`, or shown as it comes when `log` is
 * null; rejects when it fails. `nice` lowers its CPU priority (and its children's) by that much: a step that can wait
 * takes the cores only while the steps others wait on leave them idle.
 */
export function runLogged(log, command, args, { nice, ...options } = {}) {
  const [file, fileArgs] = nice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, fileArgs, {
      cwd: repoRoot,
      ...options,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    child.stdout?.on('data', (chunk) => log.push(chunk));
    child.stderr?.on('data', (chunk) => log.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0] ?? ''} exited with ${code ?? signal}`)),
    );
  });
}

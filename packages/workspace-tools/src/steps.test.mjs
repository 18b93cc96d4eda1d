// node --test: steps run at the same time keep each one's output whole and the summary in the given order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runLogged, stepRunner } from './steps.mjs';

/** A writable that keeps what is written. */
function recorder() {
  const chunks = [];
  return { write: (chunk) => chunks.push(String(chunk)), text: () => chunks.join('') };
}

/** A node process printing `lines` with a pause before each, then exiting with `code`. */
const printer = (log, lines, pauseMs, code = 0) =>
  runLogged(log, process.execPath, [
    '-e',
    `const lines = ${JSON.stringify(lines)};
     (async () => {
       for (const line of lines) { await new Promise((r) => setTimeout(r, ${pauseMs})); console.log(line); }
       process.exit(${code});
     })();`,
  ]);

describe('steps at the same time', () => {
  it('run together, print each output as one block, and report in the order given', { timeout: 30_000 }, async () => {
    const out = recorder();
    const { results, parallelSteps } = stepRunner(out);
    let fastEnded;
    const fastDone = new Promise((resolve) => (fastEnded = resolve));
    await parallelSteps([
      // Given first, it ends only after the second one: run one after the other, the two would never end.
      [
        'slow',
        async (log) => {
          await printer(log, ['slow 1', 'slow 2'], 10);
          await fastDone;
          await printer(log, ['slow 3'], 10);
        },
      ],
      ['fast', (log) => printer(log, ['fast 1', 'fast 2'], 10).then(fastEnded)],
    ]);
    const text = out.text();
    assert.match(text, /=== fast \(passed after [\d.]+ s\)\nfast 1\nfast 2\n/);
    assert.match(text, /=== slow \(passed after [\d.]+ s\)\nslow 1\nslow 2\nslow 3\n/);
    assert.ok(text.indexOf('=== fast') < text.indexOf('=== slow'), 'the first to end is printed first');
    assert.deepEqual(
      results.map(({ name, ok }) => [name, ok]),
      [
        ['slow', true],
        ['fast', true],
      ],
    );
  });

  it('record a failing step with its output and let the others finish', async () => {
    const out = recorder();
    const { results, parallelSteps } = stepRunner(out);
    await parallelSteps([
      ['broken', (log) => printer(log, ['what went wrong'], 10, 3)],
      ['fine', (log) => printer(log, ['all good'], 200)],
    ]);
    assert.match(
      out.text(),
      /=== broken \(failed after [\d.]+ s\)\nwhat went wrong\n--- broken failed: .* exited with 3/,
    );
    assert.match(out.text(), /=== fine \(passed after [\d.]+ s\)\nall good\n/);
    assert.deepEqual(
      results.map(({ name, ok }) => [name, ok]),
      [
        ['broken', false],
        ['fine', true],
      ],
    );
  });

  it('start the tail once only one step is still running, and wait for it', { timeout: 30_000 }, async () => {
    const { results, parallelSteps } = stepRunner(recorder());
    const events = [];
    const signal = () => {
      let resolve;
      const promise = new Promise((done) => (resolve = done));
      return { promise, resolve };
    };
    const [shortEnded, tailStarted, longEnded] = [signal(), signal(), signal()];
    await parallelSteps(
      [
        ['short', (log) => printer(log, ['short'], 10).then(() => events.push('short ended') && shortEnded.resolve())],
        // Ends only once the tail has started: a tail that waited for the whole group would never start.
        [
          'long',
          async () => {
            await shortEnded.promise;
            await tailStarted.promise;
            events.push('long ended');
            longEnded.resolve();
          },
        ],
      ],
      {
        tail: [
          'tail',
          async (log) => {
            events.push('tail started');
            tailStarted.resolve();
            await printer(log, ['tail'], 10);
            await longEnded.promise;
            events.push('tail ended');
          },
        ],
      },
    );
    assert.deepEqual(events, ['short ended', 'tail started', 'long ended', 'tail ended']);
    assert.deepEqual(
      results.map(({ name, ok }) => [name, ok]),
      [
        ['short', true],
        ['long', true],
        ['tail', true],
      ],
    );
  });
});

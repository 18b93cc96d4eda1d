// node --test: steps run at the same time keep each one's output whole and the summary in the given order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getPriority } from 'node:os';
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

  it(
    'run the lead steps one after another from the start, beside the others, and wait for all',
    { timeout: 30_000 },
    async () => {
      const out = recorder();
      const { results, parallelSteps } = stepRunner(out);
      const events = [];
      let firstStarted;
      const leadStarted = new Promise((resolve) => (firstStarted = resolve));
      await parallelSteps(
        [
          // Ends only once the lead has started: a lead that waited for the others would never start.
          [
            'other',
            async (log) => {
              await leadStarted;
              await printer(log, ['other'], 10);
              events.push('other ended');
            },
          ],
        ],
        {
          lead: [
            [
              'first',
              async (log) => {
                events.push('first started');
                firstStarted();
                await printer(log, ['first'], 50);
                events.push('first ended');
              },
            ],
            ['second', async () => events.push('second ran')],
          ],
        },
      );
      assert.deepEqual(events.slice(0, 1), ['first started']);
      assert.ok(events.indexOf('first ended') < events.indexOf('second ran'), 'the lead steps run in order');
      assert.equal(events.length, 4);
      assert.match(out.text(), /=== second starts \([\d.]+ s in\)/);
      assert.deepEqual(
        results.map(({ name, ok }) => [name, ok]),
        [
          ['other', true],
          ['first', true],
          ['second', true],
        ],
      );
    },
  );

  it('skip a lead step whose predecessor failed, and record it as failed', async () => {
    const out = recorder();
    const { results, parallelSteps } = stepRunner(out);
    let ran = false;
    await parallelSteps([], {
      lead: [
        ['build', (log) => printer(log, ['broken'], 10, 2)],
        ['browser tests', async () => (ran = true)],
      ],
    });
    assert.equal(ran, false);
    assert.match(out.text(), /--- browser tests not run: build failed/);
    assert.deepEqual(
      results.map(({ name, ok }) => [name, ok]),
      [
        ['build', false],
        ['browser tests', false],
      ],
    );
  });

  it("lower a command's priority when asked", async () => {
    const log = [];
    await runLogged(log, process.execPath, ['-e', "console.log(require('node:os').getPriority())"], { nice: 7 });
    assert.equal(Buffer.concat(log).toString().trim(), String(Math.min(getPriority() + 7, 19)));
  });
});

// node --test: the check that keeps every area's model out of the shell's build.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { areaModelIn } from './shell-area-free.mjs';

describe('the shell build holds no area model', () => {
  it('names a field of an area found in a script, and the script', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, '1.abc.js'), 'const a = { name: "roasting_batch_auto" };');
    writeFileSync(join(dist, 'index.html'), 'order_mass');
    assert.deepEqual(areaModelIn(dist), ['roasting_batch_auto (1.abc.js)']);
  });

  it('passes a build whose scripts hold only the frame', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, 'main.js'), 'fetch("/api/menu")');
    assert.deepEqual(areaModelIn(dist), []);
  });
});

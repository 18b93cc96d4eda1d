// node --test: what the shell's server sends for a page address (preload hints, a prerendered page for guests).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PRERENDERED_LIST, shellDocuments } from './shell-documents.mjs';

const CONFIG = {
  apiOrigin: 'http://localhost:4090',
  remotes: {
    'mf-public-tools': 'http://localhost:3091/remoteEntry.js',
    'mf-roaster': 'http://localhost:3093/remoteEntry.js',
    'mf-cafe': 'https://cdn.example.com/cafe/remoteEntry.js',
  },
};
const SESSION = '<http://localhost:4090/api/sign/session>; rel=preload; as=fetch; crossorigin=use-credentials';

describe('shellDocuments', () => {
  let dir;
  let documentFor;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shell-documents-'));
    for (const remote of ['mf-public-tools', 'mf-roaster']) {
      mkdirSync(join(dir, remote));
      const exposes = [
        { path: './app', assets: { js: { sync: [`0.${remote.length}abcdef1.js`], async: ['9.x.js'] } } },
      ];
      writeFileSync(join(dir, remote, 'mf-manifest.json'), JSON.stringify({ exposes }));
    }
    mkdirSync(join(dir, 'shell', 'prerendered'), { recursive: true });
    writeFileSync(
      join(dir, 'shell', PRERENDERED_LIST),
      JSON.stringify({ '/en/info/intro': 'prerendered/en/info/intro.html' }),
    );
    documentFor = await shellDocuments(CONFIG, join(dir, 'shell'), (remote) =>
      remote === 'mf-cafe' ? null : join(dir, remote),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const visit = (url, cookie) => documentFor({ url, headers: cookie ? { cookie } : {} });

  it('gives a guest the public tools’ entry and first chunk, and the prerendered page', () => {
    assert.deepEqual(visit('/en/info/intro'), {
      links: [
        '<http://localhost:3091/remoteEntry.js>; rel=preload; as=script',
        '<http://localhost:3091/0.15abcdef1.js>; rel=prefetch; as=script',
      ],
      vary: ['Cookie'],
      file: '/prerendered/en/info/intro.html',
    });
  });

  it('names nothing of a business remote to a guest', () => {
    assert.deepEqual(visit('/en/roaster/roasting/result'), { links: [], vary: ['Cookie'] });
    assert.deepEqual(visit('/roaster/roasting/result/2025_1'), { links: [], vary: ['Cookie'] });
  });

  it('gives a signed-in visitor the route’s remote and the session call, never the guests’ page', () => {
    assert.deepEqual(visit('/en/roaster/roasting/result/2025_1', 'theme=dark; coffee_sid=abc'), {
      links: [
        '<http://localhost:3093/remoteEntry.js>; rel=preload; as=script',
        '<http://localhost:3093/0.10abcdef1.js>; rel=prefetch; as=script',
        SESSION,
      ],
      vary: ['Cookie'],
    });
    assert.deepEqual(visit('/en/info/intro', '__Host-coffee_sid=abc').file, undefined);
  });

  it('names only the entry of a remote served from elsewhere, and only the session for a shell page', () => {
    assert.deepEqual(visit('/cafe/brewing/result/write', 'coffee_sid=abc').links, [
      '<https://cdn.example.com/cafe/remoteEntry.js>; rel=preload; as=script',
      SESSION,
    ]);
    assert.deepEqual(visit('/user/signin', 'coffee_sid=abc').links, [SESSION]);
  });
});

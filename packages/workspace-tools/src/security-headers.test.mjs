// node --test: the apps' Content-Security-Policy follows the suite's registry of origins.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMPTY_STYLE_HASH, contentSecurityPolicy, inlineStyleHashes } from './security-headers.mjs';
import { suiteConfig, suiteHeaders, suitePorts } from './suite.mjs';

const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const ENV = { SHELL_PORT: '5400', REMOTE_PORT_BASE: '5401', API_PORT: '5490' };

describe('the apps’ Content-Security-Policy', () => {
  it('allows scripts and connections from the remotes of remotes.json, an override included, and the API', () => {
    const env = { ...ENV, REMOTE_OVERRIDES: 'mf-reference=https://cdn.example.com/reference/remoteEntry.js' };
    const ports = suitePorts(env);
    const policy = directives(suiteHeaders(ports, suiteConfig(ports, env))['Content-Security-Policy']);
    assert.deepEqual(policy['script-src'], [
      "'self'",
      'http://localhost:5401',
      'https://cdn.example.com',
      'http://localhost:5403',
      'http://localhost:5404',
      'http://localhost:5405',
      'http://localhost:5406',
    ]);
    assert.ok(!policy['script-src'].includes('http://localhost:5402'), 'the overridden remote’s own port');
    assert.ok(policy['connect-src'].includes('http://localhost:5490'));
    assert.ok(policy['connect-src'].includes('https://cdn.example.com'));
    // A remote served elsewhere may be a dev server, whose page reload listens on a websocket.
    assert.ok(policy['connect-src'].includes('wss://cdn.example.com'));
    assert.ok(!policy['connect-src'].includes('ws://localhost:5401'));
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.deepEqual(policy['frame-src'], ["'none'"]);
  });

  it('allows Google’s sign-in script, frame and endpoints only with a client id', () => {
    const ports = suitePorts(ENV);
    const google = directives(contentSecurityPolicy(suiteConfig(ports, { ...ENV, GOOGLE_CLIENT_ID: 'id' })));
    assert.ok(google['script-src'].includes('https://accounts.google.com/gsi/client'));
    assert.deepEqual(google['frame-src'], ['https://accounts.google.com/gsi/']);
    const without = contentSecurityPolicy(suiteConfig(ports, ENV));
    assert.doesNotMatch(without, /google/);
  });

  it('allows inline styles only by hash: empty style elements and the page’s own style', () => {
    const css = 'body { margin: 0; }';
    const policy = directives(
      contentSecurityPolicy(suiteConfig(suitePorts(ENV), ENV), {
        styleHashes: inlineStyleHashes(`<style>${css}</style>`),
      }),
    );
    assert.equal(EMPTY_STYLE_HASH, "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    assert.deepEqual(policy['style-src'], [
      "'self'",
      EMPTY_STYLE_HASH,
      "'sha256-Pme0qVBbJGACcvHOa2d2xK4uveiPdlWdSipR9gLYAMQ='",
    ]);
    assert.ok(!Object.values(policy).flat().includes("'unsafe-inline'"));
    assert.ok(!Object.values(policy).flat().includes("'unsafe-eval'"));
  });
});

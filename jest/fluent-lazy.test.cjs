/* global describe, expect, jest, test */
// The lazy barrel (jest.config.mjs maps @fluentui/react-components to it) against the installed barrel, both loaded
// into one module registry: the same names, each the very same object (one context per provider).
const { createRequire } = require('node:module');
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

// The installed barrel by its package.json (its bare name maps to the lazy barrel here).
const manifest = createRequire(join(__dirname, '..', 'shell', 'package.json')).resolve(
  '@fluentui/react-components/package.json',
);
const realBarrel = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).main);
const fromBarrel = createRequire(realBarrel).resolve;

describe("jest's lazy Fluent barrel", () => {
  test('exports every name of the installed barrel, each the very same object', () => {
    const lazy = require('@fluentui/react-components');
    const real = require(realBarrel);
    expect(real).not.toBe(lazy);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(real).filter((name) => lazy[name] !== real[name])).toEqual([]);
  });

  test('loads a subpackage only when one of its exports is used', () => {
    jest.isolateModules(() => {
      jest.doMock(fromBarrel('@fluentui/react-tree'), () => {
        throw new Error('the tree package was loaded');
      });
      const lazy = require('@fluentui/react-components');
      expect(lazy.Button).toBeDefined();
      expect(() => lazy.Tree).toThrow('the tree package was loaded');
    });
  });

  test("loads the packages of a module's Fluent imports when the module is imported, as the real barrel does", () => {
    jest.isolateModules(() => {
      jest.doMock(fromBarrel('@fluentui/react-button'), () => {
        throw new Error('the button package was loaded');
      });
      expect(() => require('./fixtures/importsButton')).toThrow('the button package was loaded');
    });
  });
});

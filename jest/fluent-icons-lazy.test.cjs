/* global describe, expect, jest, test */
// The lazy icons barrel (jest.config.mjs maps @fluentui/react-icons to it) against the installed barrel, both loaded
// into one module registry: the same names, each the same helper or an icon of that name.
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');

// The installed CommonJS barrel by its package.json (its bare name maps to the lazy barrel here).
const manifest = createRequire(join(__dirname, '..', 'shell', 'package.json')).resolve(
  '@fluentui/react-icons/package.json',
);
const realBarrel = join(dirname(manifest), 'lib-cjs', 'index.cjs');

describe("jest's lazy Fluent icons barrel", () => {
  test('exports every name of the installed barrel: its helpers themselves, its icons by name', () => {
    const lazy = require('@fluentui/react-icons');
    const real = require(realBarrel);
    expect(real).not.toBe(lazy);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    const icon = (value) => typeof value === 'object' && value !== null && 'displayName' in value;
    const differing = Object.keys(real).filter((name) =>
      icon(real[name]) ? lazy[name].displayName !== real[name].displayName : lazy[name] !== real[name],
    );
    expect(differing).toEqual([]);
    expect(lazy.bundleIcon).toBe(real.bundleIcon);
  });

  test("loads an icon family's module only when one of its icons is used", () => {
    jest.isolateModules(() => {
      const families = join(dirname(realBarrel), 'atoms', 'svg');
      jest.doMock(join(families, 'calendar-clock.cjs'), () => {
        throw new Error('the calendar clock icons were loaded');
      });
      const lazy = require('@fluentui/react-icons');
      expect(lazy.DismissRegular.displayName).toBe('DismissRegular');
      expect(() => lazy.CalendarClockRegular).toThrow('the calendar clock icons were loaded');
    });
  });
});

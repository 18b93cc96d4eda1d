import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionRule, versionNeed } from './sharedVersions';
import type { SharedMismatch } from './sharedVersions';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type Shared = ResolveShareArgs['shareInfo'];

const RUNTIME = '@coffee/field-toolkit/runtime';
const CHARTS = '@coffee/field-toolkit/charts';

const shared = (version: string, from: string, loaded = false) =>
  ({ version, from, loaded, shareConfig: { singleton: true, requiredVersion: `^${version}` } }) as unknown as Shared;

/** The hooks the rule gives the instance of the app named `name`. */
function hooksFor(name: string, mismatches: Array<[string, SharedMismatch]>) {
  const rule = sharedVersionRule('shell', (remote, mismatch) => mismatches.push([remote, mismatch]));
  return rule.apply?.({ options: { name } } as unknown as ModuleFederation) || undefined;
}

/** What resolveShare hands on for `pkgName` asked by a remote requiring `requiredVersion`. */
function resolve(
  hooks: ReturnType<typeof hooksFor>,
  scope: ResolveShareArgs['shareScopeMap'][string],
  pkgName: string,
  version: string,
  requiredVersion: string,
) {
  const defaultResolver = () => ({ shared: scope[pkgName]![version]!, useTreesShaking: false });
  const args = {
    shareScopeMap: { default: scope },
    scope: 'default',
    pkgName,
    version,
    shareInfo: { shareConfig: { singleton: true, requiredVersion } } as unknown as Shared,
    GlobalFederation: {},
    resolver: defaultResolver,
  } as unknown as ResolveShareArgs;
  const result = (hooks as { resolveShare: (a: ResolveShareArgs) => ResolveShareArgs }).resolveShare(args);
  return { result, usesDefault: result.resolver === defaultResolver };
}

const scope = () => ({
  [RUNTIME]: { '1.0.0': shared('1.0.0', 'shell', true), '2.0.0': shared('2.0.0', 'mf_quality') },
  [CHARTS]: { '1.2.0': shared('1.2.0', 'mf_roaster'), '2.0.0': shared('2.0.0', 'mf_quality') },
});

describe('the shared version rule', () => {
  it('leaves the shell itself alone', () => {
    expect(hooksFor('shell', [])).toBeUndefined();
  });

  it('lets a remote of the same major run on the shell’s copy', () => {
    const mismatches: Array<[string, SharedMismatch]> = [];
    const { usesDefault } = resolve(hooksFor('mf_cafe', mismatches), scope(), RUNTIME, '1.0.0', '^1.0.0');
    expect(usesDefault).toBe(true);
    expect(mismatches).toEqual([]);
  });

  it('refuses a remote built for another major, naming the package, the range and the shell’s version', () => {
    const mismatches: Array<[string, SharedMismatch]> = [];
    const { result } = resolve(hooksFor('mf_quality', mismatches), scope(), RUNTIME, '1.0.0', '^2.0.0');
    expect(mismatches).toEqual([
      ['mf_quality', { packageName: '@coffee/field-toolkit', provided: '1.0.0', required: '^2.0.0' }],
    ]);
    expect(() => result.resolver()).toThrow('mf_quality needs @coffee/field-toolkit ^2.0.0, the shell has 1.0.0');
  });

  it('gives a compatible remote a fitting copy of a module nobody loaded, not a refused remote’s newer major', () => {
    const { result } = resolve(hooksFor('mf_roaster', []), scope(), CHARTS, '2.0.0', '^1.0.0');
    expect(result.resolver()?.shared.version).toBe('1.2.0');
  });

  it('does not judge packages that are not the suite’s own', () => {
    const other = { react: { '19.3.1': shared('19.3.1', 'shell', true) } };
    expect(resolve(hooksFor('mf_cafe', []), other, 'react', '19.3.1', '^20.0.0').usesDefault).toBe(true);
  });

  it('refuses a remote that needs a newer minor than the shell has, and lets one built on an older minor run', () => {
    const newer: Array<[string, SharedMismatch]> = [];
    const shellAt = {
      [RUNTIME]: { '14.0.0': shared('14.0.0', 'shell', true), '14.2.0': shared('14.2.0', 'mf_quality') },
    };
    resolve(hooksFor('mf_quality', newer), shellAt, RUNTIME, '14.0.0', '^14.2.0');
    expect(newer).toEqual([
      ['mf_quality', { packageName: '@coffee/field-toolkit', provided: '14.0.0', required: '^14.2.0' }],
    ]);
    const older: Array<[string, SharedMismatch]> = [];
    const newerShell = { [RUNTIME]: { '14.3.1': shared('14.3.1', 'shell', true) } };
    expect(resolve(hooksFor('mf_cafe', older), newerShell, RUNTIME, '14.3.1', '^14.1.0').usesDefault).toBe(true);
    expect(older).toEqual([]);
  });
});

describe('a refused remote’s copies', () => {
  it('are never given to a compatible remote, even when their newer minor fits its range', () => {
    const rule = sharedVersionRule('shell', () => undefined);
    const hooks = (name: string) => rule.apply?.({ options: { name } } as unknown as ModuleFederation) || undefined;
    const charts = {
      [RUNTIME]: { '14.0.0': shared('14.0.0', 'shell', true), '14.1.0': shared('14.1.0', 'mf_quality') },
      [CHARTS]: { '14.0.0': shared('14.0.0', 'shell'), '14.1.0': shared('14.1.0', 'mf_quality') },
    };
    resolve(hooks('mf_quality'), charts, RUNTIME, '14.0.0', '^14.1.0');
    const { result } = resolve(hooks('mf_roaster'), charts, CHARTS, '14.1.0', '^14.0.0');
    expect(result.resolver()?.shared.from).toBe('shell');
  });
});

describe('what a refused area needs', () => {
  const mismatch = (provided: string, required: string) => ({
    packageName: '@coffee/field-toolkit',
    provided,
    required,
  });

  it('a newer suite when the remote needs a newer minor or major than the shell has', () => {
    expect(versionNeed(mismatch('14.0.0', '^14.2.0'))).toEqual({
      update: 'suite',
      packageName: '@coffee/field-toolkit',
      needed: '14.2',
      provided: '14.0',
    });
    expect(versionNeed(mismatch('14.3.0', '^15.0.0'))).toMatchObject({
      update: 'suite',
      needed: '15.0',
      provided: '14.3',
    });
  });

  it('an update of the area when it was built for an older major', () => {
    expect(versionNeed(mismatch('15.1.0', '^14.2.0'))).toMatchObject({
      update: 'area',
      needed: '14.2',
      provided: '15.1',
    });
  });
});

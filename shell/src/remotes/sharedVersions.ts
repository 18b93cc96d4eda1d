import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The suite's own shared packages. Each is one singleton whose copy is the shell's; a remote declares the range of
 * versions it runs on (`requiredVersion`, `^major.minor` of the version it was built against: a minor adds or grows
 * exports, which the remote may call).
 */
export const SUITE_PACKAGES = ['@coffee/field-toolkit', '@coffee/api-client', '@coffee/domain'] as const;

/** Why a remote cannot run on the suite's copy of a shared package. */
export interface SharedMismatch {
  packageName: string;
  /** The version in the shell. */
  provided: string;
  /** The range the remote was built for. */
  required: string;
}

/**
 * What a refused area needs, in words for its page: `suite` when the shell's copy is older than the remote needs (a
 * newer minor or major: the suite must be updated), `area` when the remote was built for an older major (the area
 * must be rebuilt). Versions as `major.minor`.
 */
export interface VersionNeed {
  update: 'suite' | 'area';
  packageName: string;
  needed: string;
  provided: string;
}

const majorMinor = (version: string) =>
  version
    .replace(/^[\^~>=\s]*/, '')
    .split('.')
    .slice(0, 2)
    .map(Number);

export function versionNeed({ packageName, provided, required }: SharedMismatch): VersionNeed {
  const [neededMajor = 0, neededMinor = 0] = majorMinor(required);
  const [providedMajor = 0, providedMinor = 0] = majorMinor(provided);
  const shellOlder = providedMajor < neededMajor || (providedMajor === neededMajor && providedMinor < neededMinor);
  return {
    update: shellOlder ? 'suite' : 'area',
    packageName,
    needed: `${neededMajor}.${neededMinor}`,
    provided: `${providedMajor}.${providedMinor}`,
  };
}

type ShareScope = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0]['shareScopeMap'][string];

const packageOf = (shareKey: string) =>
  SUITE_PACKAGES.find((name) => shareKey === name || shareKey.startsWith(`${name}/`));

/** The version of `packageName` the host registered (any of its entries: a package has one version). */
function hostVersion(scope: ShareScope, packageName: string, hostName: string): string | undefined {
  for (const [key, versions] of Object.entries(scope)) {
    if (packageOf(key) !== packageName) continue;
    const provided = Object.entries(versions).find(([, shared]) => shared.from === hostName);
    if (provided) return provided[0];
  }
  return undefined;
}

const byVersion = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split(/[.-]/).map((part) => Number(part) || 0));
  const index = x!.findIndex((part, i) => part !== y![i]);
  return index < 0 ? 0 : x![index]! - y![index]!;
};

/**
 * A federation runtime plugin for every remote's instance: a remote whose range does not include the shell's version
 * of a suite package fails to load (its area shows `onMismatch`'s reason) instead of running on a copy it was not
 * built for; a compatible remote never gets another remote's incompatible copy of a module nobody loaded yet, nor a
 * refused remote's copy (a newer minor fits the range, but its remote never runs).
 */
export function sharedVersionRule(
  hostName: string,
  onMismatch: (remote: string, mismatch: SharedMismatch) => void,
): ModuleFederationRuntimePlugin {
  const refused = new Set<string>();
  return {
    name: 'suite-shared-versions',
    apply: (instance) =>
      instance.options.name === hostName
        ? undefined
        : {
            resolveShare(args) {
              const packageName = packageOf(args.pkgName);
              const required = args.shareInfo.shareConfig?.requiredVersion;
              if (!packageName || typeof required !== 'string') return args;
              const scope = args.shareScopeMap[args.scope]!;
              const provided = hostVersion(scope, packageName, hostName);
              if (provided !== undefined && !satisfy(provided, required)) {
                const mismatch = { packageName, provided, required };
                refused.add(instance.options.name);
                onMismatch(instance.options.name, mismatch);
                return {
                  ...args,
                  resolver: () => {
                    throw new Error(
                      `${instance.options.name} needs ${packageName} ${required}, the shell has ${provided}`,
                    );
                  },
                };
              }
              const versions = scope[args.pkgName] ?? {};
              const chosen = versions[args.version];
              if (!chosen || chosen.loaded || chosen.loading) return args;
              if (satisfy(args.version, required) && !refused.has(chosen.from)) return args;
              const fitting = Object.keys(versions)
                .filter((version) => satisfy(version, required) && !refused.has(versions[version]!.from))
                .sort(byVersion)
                .at(-1);
              return fitting
                ? { ...args, resolver: () => ({ shared: versions[fitting]!, useTreesShaking: false }) }
                : args;
            },
          },
  };
}

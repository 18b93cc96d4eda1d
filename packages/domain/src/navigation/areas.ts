/** The suite's remotes, one per area. This file imports nothing: the shell's server loads it alone (shell-documents.mjs). */
export const AREA_NAMES = [
  'mf-public-tools',
  'mf-reference',
  'mf-roaster',
  'mf-cafe',
  'mf-quality',
  'mf-user',
] as const;
export type AreaName = (typeof AREA_NAMES)[number];

/** The route prefixes (path segments after the locale) each remote owns. */
export type AreaRoutes = Readonly<Record<AreaName, readonly string[]>>;

const longestFirst = new WeakMap<AreaRoutes, Array<{ area: AreaName; prefix: string[] }>>();

/** The remote that owns a route, or undefined when the shell owns it (sign-in, utility pages, '/'). */
export function areaOfRoute(segments: readonly string[], routes: AreaRoutes): AreaName | undefined {
  let prefixes = longestFirst.get(routes);
  if (!prefixes) {
    prefixes = AREA_NAMES.flatMap((area) =>
      (routes[area] ?? []).map((prefix) => ({ area, prefix: prefix.split('/') })),
    );
    prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
    longestFirst.set(routes, prefixes);
  }
  return prefixes.find(({ prefix }) => prefix.every((part, index) => segments[index] === part))?.area;
}

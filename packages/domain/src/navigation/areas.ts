/**
 * Which app owns which routes (ARCHITECTURE.md, "Shell and remotes"). The shell reads this before any remote is loaded,
 * to register each remote with single-spa on its own routes. Prefixes are path segments after the locale.
 * This file imports nothing: the shell's server loads it alone (workspace-tools' shell-documents.mjs). The public
 * pages' routes (publicRoutes.ts) fall under the public tools' prefixes; publicRoutes.test.ts checks it.
 */
export const AREA_NAMES = [
  'mf-public-tools',
  'mf-reference',
  'mf-roaster',
  'mf-cafe',
  'mf-quality',
  'mf-user',
] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export const AREA_ROUTES: Record<AreaName, readonly string[]> = {
  'mf-public-tools': [
    'info/intro',
    'info/guide',
    'info/chart',
    'info/beannote',
    'cafe/coffeebean/beaninfo',
    'cafe/coffeebean/beandetail',
    'cafe/beannote',
    // The cafe's public page for customers: guests load only this remote.
    'cafe/setting/settingnote',
  ],
  'mf-reference': ['info/code', 'info/map', 'user/company', 'user/product', 'user/system'],
  'mf-roaster': [
    'roaster/roasting',
    'roaster/blending',
    'roaster/greenbean',
    'roaster/customer',
    'roaster/order',
    'roaster/etc',
    'roaster/userinfo',
    'roaster/create',
  ],
  'mf-cafe': [
    'cafe/brewing',
    'cafe/setting',
    'cafe/coffeebean',
    'cafe/supplier',
    'cafe/order',
    'cafe/etc',
    'cafe/userinfo',
    'cafe/create',
  ],
  'mf-quality': ['roaster/qc', 'cafe/cupnote'],
  'mf-user': ['user/usernote', 'info/etc/equip', 'user/userinfo', 'user/link'],
};

const byLongestPrefix = AREA_NAMES.flatMap((area) =>
  AREA_ROUTES[area].map((prefix) => ({ area, prefix: prefix.split('/') })),
).sort((a, b) => b.prefix.length - a.prefix.length);

/** The remote that owns a route, or undefined when the shell owns it (sign-in, utility pages, '/'). */
export function areaOfRoute(segments: readonly string[]): AreaName | undefined {
  return byLongestPrefix.find(({ prefix }) => prefix.every((part, index) => segments[index] === part))?.area;
}

import type { AreaRoutes } from '../navigation/areas';

/** Which remote owns which routes (ARCHITECTURE.md, "Shell and remotes"); prefixes are path segments after the locale. */
export const AREA_ROUTES: AreaRoutes = {
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

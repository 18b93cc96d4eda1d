/** Routes of this area's pages below the locale prefix (behaviour §02-2). */
export const ROASTER_ROUTES = {
  RoasterGreenbeanDefault: 'roaster/greenbean/roaster',
  RoasterGreenbeanYear: 'roaster/greenbean/inventory',
  RoastingDefault: 'roaster/roasting/default',
  RoastingResult: 'roaster/roasting/result',
  RoastingInventory: 'roaster/roasting/inventory',
  RoastingCompare: 'roaster/roasting/compare',
  BlendingDefault: 'roaster/blending/default',
  BlendingResult: 'roaster/blending/result',
  BlendingInventory: 'roaster/blending/inventory',
  RoasterEquip: 'roaster/etc/equip',
  RoasterEvent: 'roaster/etc/event',
  RoasterUser: 'roaster/etc/user',
  RoasterUserSignUp: 'roaster/etc/signup',
  RoasterUserEtc: 'roaster/etc/etcuser',
  RoasterUserInfo: 'roaster/userinfo',
  RoasterCreate: 'roaster/create',
  RoasterCafe: 'roaster/customer/cafe',
  RoasterCafeRegister: 'roaster/customer/registercafe',
  RoasterCafeEtc: 'roaster/customer/etccafe',
} as const;

export type RoasterPageKey = keyof typeof ROASTER_ROUTES;

/** The list path of a page inside the remote's router (basename = locale prefix). */
export const listPath = (key: RoasterPageKey): string => `/${ROASTER_ROUTES[key]}`;

/** Routes of this area's pages below the locale prefix (behaviour §03-2.3). */
export const CAFE_ROUTES = {
  CoffeebeanDefault: 'cafe/coffeebean/default',
  CoffeebeanReceived: 'cafe/coffeebean/received',
  CoffeebeanQRDefault: 'cafe/coffeebean/qrdefault',
  CoffeebeanQRReceived: 'cafe/coffeebean/qrreceived',
  CafeBrewingDefault: 'cafe/brewing/default',
  CafeBrewingResult: 'cafe/brewing/result',
  CafeBrewingToday: 'cafe/brewing/today',
  CafeSettingToday: 'cafe/setting/settingtoday',
  CafeSettingDefault: 'cafe/setting/settingdefault',
  CafeSettingHistory: 'cafe/setting/settinghistory',
  CafeEquip: 'cafe/etc/equip',
  CafeUserInfo: 'cafe/userinfo',
  CafeCreate: 'cafe/create',
  CafeEvent: 'cafe/etc/event',
  CafeUser: 'cafe/etc/user',
  CafeUserSignUp: 'cafe/etc/signup',
  CafeUserEtc: 'cafe/etc/etcuser',
  CafeRoaster: 'cafe/supplier/roaster',
  CafeRoasterRegister: 'cafe/supplier/roasterregister',
} as const;

export type CafePageKey = keyof typeof CAFE_ROUTES;

/** The list path of a page inside the remote's router (basename = locale prefix). */
export const listPath = (key: CafePageKey): string => `/${CAFE_ROUTES[key]}`;

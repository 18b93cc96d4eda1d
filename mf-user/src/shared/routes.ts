/** Routes of this area's pages below the locale prefix (behaviour §03-2.1). */
export const USER_ROUTES = {
  UserQCCoffebean: 'user/usernote/coffeenote',
  UserBrewingDefault: 'user/usernote/brewingdefault',
  /** No menu entry: reached from a brewing setting's "record a brew" and from the note. */
  UserBrewingResult: 'user/usernote/brewingresult',
  UserEquip: 'user/usernote/equip',
  UserEquipInfo: 'info/etc/equip',
  UserBasicInfo: 'user/userinfo/basicinfo',
  UserDetailInfo: 'user/userinfo/detailinfo',
  SerialIntro: 'user/link/intro',
  RoasterSignUp: 'user/link/roastersignup',
  CafeSignUp: 'user/link/cafesignup',
} as const;

export type UserPageKey = keyof typeof USER_ROUTES;

/** The list path of a page inside the remote's router (basename = locale prefix). */
export const listPath = (key: UserPageKey): string => `/${USER_ROUTES[key]}`;

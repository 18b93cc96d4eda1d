import { userEntities } from './entities';
import {
  STORED,
  equipReferences,
  storedIn,
  brewingEntities,
  aliasOf,
  entityPageOf,
  screenPageOf,
  membershipPages,
} from '@coffee/domain/pages';

const userEquip = entityPageOf(userEntities.UserEquip, 'user/usernote/equip', ['내 장비', 'My equipment']);
const userBasicInfo = entityPageOf(userEntities.UserBasicInfo, 'user/userinfo/basicinfo', [
  '기본 정보',
  'Basic information',
]);

/** The signed-in user's notes, equipment, profile and sign-up links (behaviour §03-2.1). */
export const USER_PAGES = {
  UserQCCoffeebean: entityPageOf(
    userEntities.UserQCCoffeebean,
    'user/usernote/coffeenote',
    ['커피 노트', 'Coffee notes'],
    { references: equipReferences(STORED.userEquip) },
  ),
  UserBrewingDefault: entityPageOf(
    brewingEntities.UserBrewingDefault,
    'user/usernote/brewingdefault',
    ['추출 설정', 'Brewing settings'],
    { references: equipReferences(STORED.userEquip) },
  ),
  /** No menu entry: reached from a brewing setting's "record a brew" and from the note. */
  UserBrewingResult: entityPageOf(
    brewingEntities.UserBrewingResult,
    'user/usernote/brewingresult',
    ['추출 기록', 'Brewing records'],
    {
      references: {
        brewing_seq: storedIn('user_brewing_default', 'brewing_seq'),
        ...equipReferences(STORED.userEquip),
      },
    },
  ),
  UserEquip: userEquip,
  UserEquipInfo: aliasOf(userEquip, 'info/etc/equip'),
  UserBasicInfo: userBasicInfo,
  UserDetailInfo: aliasOf(userBasicInfo, 'user/userinfo/detailinfo'),
  SerialIntro: screenPageOf('SerialIntro', 'user/link/intro'),
  ...membershipPages({
    RoasterSignUp: ['user/link/roastersignup', ['로스터리 가입', 'Join a roastery']],
    CafeSignUp: ['user/link/cafesignup', ['카페 가입', 'Join a cafe']],
  }),
} as const;

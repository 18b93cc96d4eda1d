import type { EntityPageDescriptor, StatusScreen } from '@coffee/domain/pages';
import type { OrgType } from '@coffee/domain/session';
import { CAFE_PAGES } from 'mf-cafe/model';
import { ROASTER_PAGES } from 'mf-roaster/model';
import { USER_PAGES } from 'mf-user/model';

/** The pages every organisation has, by organisation: its staff screens, events, equipment, profile and creation. */
export const ORG_PAGES = {
  roaster: {
    staff: {
      active: ROASTER_PAGES.RoasterUser,
      queue: ROASTER_PAGES.RoasterUserSignUp,
      etc: ROASTER_PAGES.RoasterUserEtc,
    },
    event: ROASTER_PAGES.RoasterEvent,
    equip: ROASTER_PAGES.RoasterEquip,
    userInfo: ROASTER_PAGES.RoasterUserInfo,
    create: ROASTER_PAGES.RoasterCreate,
  },
  cafe: {
    staff: { active: CAFE_PAGES.CafeUser, queue: CAFE_PAGES.CafeUserSignUp, etc: CAFE_PAGES.CafeUserEtc },
    event: CAFE_PAGES.CafeEvent,
    equip: CAFE_PAGES.CafeEquip,
    userInfo: CAFE_PAGES.CafeUserInfo,
    create: CAFE_PAGES.CafeCreate,
  },
} as const satisfies Record<
  OrgType,
  { staff: Record<StatusScreen, EntityPageDescriptor> } & Record<
    'event' | 'equip' | 'userInfo' | 'create',
    EntityPageDescriptor
  >
>;

/** Each owner's equipment page (a user's is under the notes). */
export const EQUIP_PAGES = {
  roaster: ROASTER_PAGES.RoasterEquip,
  cafe: CAFE_PAGES.CafeEquip,
  user: USER_PAGES.UserEquip,
} as const;

/** The roastery's customer screens, by the status screen each lists. */
export const RELATION_PAGES = {
  active: ROASTER_PAGES.RoasterCafe,
  queue: ROASTER_PAGES.RoasterCafeRegister,
  etc: ROASTER_PAGES.RoasterCafeEtc,
} as const satisfies Record<StatusScreen, EntityPageDescriptor>;

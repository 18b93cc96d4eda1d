import { PUBLIC_ROUTES } from '@coffee/domain/navigation';
import { CAFE_ROLES, USER_TYPES } from '@coffee/domain/session';
import type { Membership, UserType } from '@coffee/domain';
// Types only: the route table is in the remote's first chunk, which loads no contract (a guest's first page).
import type { BeanPageKind } from '../../../model';

export type { BeanPageKind };

/** Serial types of a user note written from a bean serial (code group BNDV). */
export type NoteSerialType = 'RSTRDF' | 'RSTRDT' | 'CAFEDF' | 'CAFEDT';

export interface BeanPageConfig {
  /** Routes below the locale prefix; the serial follows as the last segment. */
  routes: readonly string[];
  /** The public entity describing the answer (scales, code groups, labels). */
  pageKey: 'BeanInfo' | 'BeanDetail' | 'CafeBeanInfo' | 'CafeBeanDetail';
  /** Request field carrying the serial. */
  serialParam: string;
  /** Fixed request fields. */
  params?: Readonly<Record<string, string | number>>;
  noteType: NoteSerialType;
  /** The cafe registration page of what this page shows, and the answer's field with the serial it takes. */
  register?: { path: string; field: string };
}

const QR_DEFAULT = { path: 'cafe/coffeebean/qrdefault', field: 'blending_uuid' } as const;
const QR_RECEIVED = { path: 'cafe/coffeebean/qrreceived', field: 'blending_result_uuid' } as const;

export const BEAN_PAGES: Readonly<Record<BeanPageKind, BeanPageConfig>> = {
  blend: {
    routes: [PUBLIC_ROUTES.beanInfo],
    pageKey: 'BeanInfo',
    serialParam: 'blending_uuid',
    noteType: 'RSTRDF',
    register: QR_DEFAULT,
  },
  blendResult: {
    routes: [PUBLIC_ROUTES.beanDetail],
    pageKey: 'BeanDetail',
    serialParam: 'blending_result_uuid',
    noteType: 'RSTRDT',
    register: QR_RECEIVED,
  },
  coffeebean: {
    routes: [PUBLIC_ROUTES.cafeBeanInfo],
    pageKey: 'CafeBeanInfo',
    serialParam: 'coffeebean_uuid',
    params: { check_usernote: 1 },
    noteType: 'CAFEDF',
  },
  received: {
    routes: [PUBLIC_ROUTES.cafeBeanDetail],
    pageKey: 'CafeBeanDetail',
    serialParam: 'received_uuid',
    noteType: 'CAFEDT',
  },
  // The cafe readings of a roaster's QR code: the cafe's public stage applies (check_cafe_public_stage).
  cafeBlend: {
    routes: PUBLIC_ROUTES.cafeReadBeanInfo,
    pageKey: 'BeanInfo',
    serialParam: 'blending_uuid',
    params: { check_cafe_public_stage: 1 },
    noteType: 'RSTRDF',
    register: QR_DEFAULT,
  },
  cafeBlendResult: {
    routes: [PUBLIC_ROUTES.cafeReadBeanDetail],
    pageKey: 'BeanDetail',
    serialParam: 'blending_result_uuid',
    params: { check_cafe_public_stage: 1 },
    noteType: 'RSTRDT',
    register: QR_RECEIVED,
  },
};

export const BEAN_PAGE_KINDS = Object.keys(BEAN_PAGES) as BeanPageKind[];

/** Kinds a visitor picks from when typing a serial (the cafe readings open from a cafe's own QR codes). */
export const LOOKUP_KINDS: readonly BeanPageKind[] = ['blend', 'blendResult', 'coffeebean', 'received'];

export const beanPagePath = (kind: BeanPageKind, serial: string): string =>
  `/${BEAN_PAGES[kind].routes[0]}/${encodeURIComponent(serial.trim())}`;

export const BEAN_INTRO_PATH = PUBLIC_ROUTES.beanIntro;

const NOTE_WRITERS: ReadonlySet<string> = new Set(USER_TYPES);
const CAFE_STAFF: ReadonlySet<string> = new Set(CAFE_ROLES);

export interface BeanLinks {
  /** Write a coffee note about this bean (signed-in user types). */
  note: string | null;
  /** Register this bean in the selected cafe (cafe roles). */
  register: string | null;
}

/** The links a visitor gets on a bean page (behaviour §03-6); paths are below the locale prefix. */
export function beanLinks(
  config: BeanPageConfig,
  serial: string,
  info: Readonly<Record<string, unknown>>,
  userTypes: readonly UserType[],
  cafe: Membership | undefined,
): BeanLinks {
  const writer = userTypes.some((type) => NOTE_WRITERS.has(type));
  const query = new URLSearchParams({ type: config.noteType, serial });
  const registerSerial = config.register ? info[config.register.field] : undefined;
  const cafeStaff = cafe !== undefined && CAFE_STAFF.has(cafe.user_auth);
  return {
    note: writer ? `/user/usernote/coffeenote/write?${query.toString()}` : null,
    register:
      cafeStaff && config.register && typeof registerSerial === 'string' && registerSerial !== ''
        ? `/${config.register.path}/${encodeURIComponent(registerSerial)}`
        : null,
  };
}

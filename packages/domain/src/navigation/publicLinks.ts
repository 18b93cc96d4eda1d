import type { BeanSerialType } from '../model/codeGroups';
import type { OrgType } from '../session/session';
import { localePrefix } from './routes';
import type { Locale } from './routes';
import { PUBLIC_ROUTES } from './publicRoutes';

/** Public link paths built for QR codes, by locale prefix. */
export const PUBLIC_BEAN_PATHS = {
  blend: `/${PUBLIC_ROUTES.beanInfo}/`,
  blendResult: `/${PUBLIC_ROUTES.beanDetail}/`,
  cafeBlend: '/cafe/coffeebean/qrdefault/',
  cafeBlendResult: '/cafe/coffeebean/qrreceived/',
  coffeebean: `/${PUBLIC_ROUTES.cafeBeanInfo}/`,
  coffeebeanDetail: `/${PUBLIC_ROUTES.cafeBeanDetail}/`,
  roasterSignUp: '/user/link/roastersignup/',
  cafeSignUp: '/user/link/cafesignup/',
} as const;

/** Public pages a bean serial opens (behaviour §02-2, §03-2). */
export type PublicBeanPage = Exclude<keyof typeof PUBLIC_BEAN_PATHS, 'roasterSignUp' | 'cafeSignUp'>;

/** The public page of each note-from-serial type: roaster blend / blend batch, cafe bean / received batch. */
export const BEAN_SERIAL_PAGES: Readonly<Record<BeanSerialType, PublicBeanPage>> = {
  RSTRDF: 'blend',
  RSTRDT: 'blendResult',
  CAFEDF: 'coffeebean',
  CAFEDT: 'coffeebeanDetail',
};

/** A roaster's CSTMR event lets a cafe register with it as a customer (behaviour §03-4.2). */
export const EVENT_TYPE_CUSTOMER = 'CSTMR';

/** A cafe registers with a roaster through the roaster's CSTMR event (CafeRoasterRegister). */
const CAFE_ROASTER_REGISTER_PATH = '/cafe/supplier/roasterregister/';

/**
 * Which public URL a QR field encodes, declared as data on the field (`FieldDef.qrLink`):
 * a bean page, or an event's sign-up page whose path follows the organisation and the event type
 * (read from the form field `typeField`).
 */
export type QrLink =
  | { readonly kind: 'bean'; readonly page: PublicBeanPage }
  | { readonly kind: 'event'; readonly org: OrgType; readonly typeField: string };

/**
 * Where a public link lives: the UI locale, and the site origin for an absolute URL (omitted: a path). Without a
 * locale the link is language-neutral (a printed QR code): the reader's browser picks the language on arrival
 * (behaviour §10-3.4).
 */
export interface LinkTarget {
  readonly locale?: Locale;
  readonly origin?: string;
}

const url = (path: string, serial: string, { locale, origin = '' }: LinkTarget): string =>
  `${origin.replace(/\/$/, '')}${locale ? localePrefix(locale) : ''}${path}${encodeURIComponent(serial)}`;

/** The paths a printed QR code opens: a visitor arriving there without a locale gets their browser's language. */
export const QR_LANDING_PATHS: readonly string[] = [...Object.values(PUBLIC_BEAN_PATHS), CAFE_ROASTER_REGISTER_PATH];

/** `/{en?}/info/beannote/beaninfo/{serial}` and the other public bean pages. */
export function publicBeanUrl(page: PublicBeanPage, serial: string, target: LinkTarget): string {
  return url(PUBLIC_BEAN_PATHS[page], serial, target);
}

/**
 * An event's QR link: staff sign-up (`/user/link/roastersignup/{uuid}`, `/user/link/cafesignup/{uuid}`), or for
 * a roaster's CSTMR event the cafe's roaster registration page.
 */
export function eventLinkUrl(
  org: OrgType,
  eventType: string | null | undefined,
  uuid: string,
  target: LinkTarget,
): string {
  if (org === 'roaster' && eventType === EVENT_TYPE_CUSTOMER) return url(CAFE_ROASTER_REGISTER_PATH, uuid, target);
  return url(org === 'roaster' ? PUBLIC_BEAN_PATHS.roasterSignUp : PUBLIC_BEAN_PATHS.cafeSignUp, uuid, target);
}

/** The URL a QR field shows for `serial`; `values` are the form's values (the event type). Null without a serial. */
export function qrLinkUrl(
  link: QrLink,
  serial: string | null | undefined,
  values: Readonly<Record<string, unknown>>,
  target: LinkTarget,
): string | null {
  if (!serial) return null;
  if (link.kind === 'bean') return publicBeanUrl(link.page, serial, target);
  const eventType = values[link.typeField];
  return eventLinkUrl(link.org, typeof eventType === 'string' ? eventType : null, serial, target);
}

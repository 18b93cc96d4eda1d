import type { OrgType } from '../../session/session';
import type { EntityDef, FieldDef } from '../fields';
import {
  code,
  crudPaths,
  dateTime,
  entity,
  flag,
  listDef,
  localePair,
  nameFields,
  number,
  qrSerial,
  text,
  textArea,
  flagField,
  year,
} from '../fields';
import { DEFAULT_ORG_TYPE, EVENT_STATUS_OPTIONS, EVENT_TERM, EVENT_TYPE_SIGN_UP, TEXT } from '../constants';
import { countrySelect, desc } from './shared';
import type { StatusScreen } from '../roles';
import { staffStatusTable } from '../roles';

/** Type, country, names and detail of a cafe or roaster (admin screens and the create forms). */
export const organisationFields = (org: OrgType): FieldDef[] => [
  code(`${org}_type`, org === 'cafe' ? 'CAFE' : 'RSTR', { required: true, defaultValue: DEFAULT_ORG_TYPE }),
  countrySelect(`${org}_country`, { required: true }),
  ...nameFields(org),
  desc(`${org}_detail`, TEXT.detail),
];

const SHORT_NICK = { minBytes: 3, maxBytes: TEXT.shortNick } as const;
const capitalised = (org: OrgType): string => (org === 'cafe' ? 'Cafe' : 'Roaster');

/** A display-only copy of another record's field (joined by the server). */
const joined = (field: FieldDef): FieldDef => ({ ...field, readOnly: true, stored: false, required: false });

// ---- staff ----------------------------------------------------------------------------------------------

/** Staff member fields: nick and description belong to the member (read-only for managers). */
const staffFields = (org: OrgType, profileEditable: boolean): FieldDef[] => {
  const prefix = `${org}_user`;
  const profile = profileEditable ? {} : { readOnly: true };
  return [
    text(`${prefix}_uuid`, { key: true, generated: true, readOnly: true, maxBytes: TEXT.code }),
    text('user_name', { readOnly: true, stored: false }),
    text(`${prefix}_nick`, { ...SHORT_NICK, required: profileEditable, counter: true, ...profile }),
    code(`${prefix}_auth`, staffStatusTable(org), { required: !profileEditable, readOnly: profileEditable }),
    textArea(`${prefix}_desc`, TEXT.desc, profile),
    flagField(prefix, profileEditable ? { readOnly: true } : {}),
    dateTime('rgst_at', { audit: true, readOnly: true }),
  ];
};

const STAFF_SCREENS: Readonly<Record<StatusScreen, { suffix: string; path: string }>> = {
  active: { suffix: 'User', path: 'list' },
  queue: { suffix: 'UserSignUp', path: 'signup' },
  etc: { suffix: 'UserEtc', path: 'etc' },
};

const staffEntity = (org: OrgType, screen: StatusScreen): EntityDef => {
  const { suffix, path } = STAFF_SCREENS[screen];
  return entity({
    name: `${capitalised(org)}${suffix}`,
    table: `${org}_user`,
    keys: [`${org}_user_uuid`],
    scope: org,
    creatable: false,
    listFilter: { status_screen: screen },
    ...(screen === 'active' ? {} : { viewOf: `${capitalised(org)}User` }),
    fields: staffFields(org, false),
    list: listDef([`${org}_user_nick`, 'user_name', `${org}_user_auth`, 'rgst_at'], {
      search: [`${org}_user_auth`],
      titleSearch: [`${org}_user_nick`, 'user_name'],
      sort: [`${org}_user_nick`, `${org}_user_auth`],
      mobileHidden: ['user_name'],
    }),
    api: crudPaths(`/api/${org}/user/${path}`),
  });
};

/** The signed-in member's own profile in the selected organisation. */
const userInfoEntity = (org: OrgType): EntityDef =>
  entity({
    name: `${capitalised(org)}UserInfo`,
    table: `${org}_user`,
    keys: [`${org}_user_uuid`],
    scope: org,
    singleRecord: true,
    viewOf: `${capitalised(org)}User`,
    fields: staffFields(org, true),
    api: { detail: `/api/${org}/userinfo/detail`, save: `/api/${org}/userinfo/edit` },
  });

// ---- events and sign-up ---------------------------------------------------------------------------------

const eventEntity = (org: OrgType): EntityDef =>
  entity({
    name: `${capitalised(org)}Event`,
    table: `${org}_event`,
    keys: ['event_year', 'event_seq'],
    scope: org,
    fields: [
      year('event_year', { key: true, required: true, lockedOnUpdate: true }),
      number('event_seq', { key: true, generated: true, readOnly: true }),
      code('event_type', 'EVNT', {
        required: true,
        minBytes: 3,
        maxBytes: TEXT.code,
        defaultValue: EVENT_TYPE_SIGN_UP,
        // CSTMR events (a cafe registering with its supplier) exist for roasters only.
        codeValues: org === 'cafe' ? [EVENT_TYPE_SIGN_UP] : [EVENT_TYPE_SIGN_UP, 'CSTMR'],
      }),
      ...nameFields('event'),
      dateTime('event_start', { required: true }),
      number('event_term', {
        min: EVENT_TERM.min,
        max: EVENT_TERM.max,
        defaultValue: EVENT_TERM.defaultDays,
        stored: false,
        transient: true,
      }),
      dateTime('event_end', { required: true }),
      number('event_status', {
        input: 'select',
        fixedOptions: EVENT_STATUS_OPTIONS,
        readOnly: true,
        computed: true,
      }),
      qrSerial('event_uuid', { qrLink: { kind: 'event', org, typeField: 'event_type' } }),
      textArea('event_desc', TEXT.desc),
      dateTime('rgst_at', { audit: true, readOnly: true }),
    ],
    list: listDef(['event_start', 'event_name', 'event_type', 'event_status'], {
      search: ['event_year', 'event_type', 'event_status'],
      titleSearch: ['event_name'],
      sort: ['event_start', 'event_name'],
      mobileHidden: ['event_type'],
    }),
    api: crudPaths(`/api/${org}/event`),
  });

/** What a sign-up or register form shows of the event and its organisation. */
const eventSummary = (org: OrgType): FieldDef[] => [
  text('event_uuid', { key: true, readOnly: true, maxBytes: TEXT.code }),
  ...nameFields(org).map(joined),
  joined(dateTime('event_start')),
  joined(dateTime('event_end')),
];

const saveCheck = flag('save_check', { stored: false });

/** A person signs up as staff through an event's QR link. */
const signUpEntity = (org: OrgType): EntityDef =>
  entity({
    name: `${capitalised(org)}SignUp`,
    table: `${org}_user`,
    keys: ['event_uuid'],
    scope: 'user',
    viewOf: `${capitalised(org)}User`,
    fields: [
      ...eventSummary(org),
      text('user_nick', { ...SHORT_NICK, required: true, counter: true }),
      textArea('user_desc', TEXT.desc),
      saveCheck,
    ],
    saveCheck: { field: 'save_check', message: 'save_check_ok' },
    api: { detail: `/api/${org}/event/user/signup/detail/`, save: `/api/${org}/event/user/signup/edit` },
  });

// ---- roaster-cafe relation ------------------------------------------------------------------------------

const relationNick = (): FieldDef[] => localePair('roaster_cafe_nick', { ...SHORT_NICK, counter: true });

const RELATION_SCREENS: Readonly<Record<StatusScreen, { suffix: string; path: string }>> = {
  active: { suffix: '', path: 'list' },
  queue: { suffix: 'Register', path: 'register' },
  etc: { suffix: 'Etc', path: 'etc' },
};

/** The roaster's customers (cafes), with the relation status PSAUTH. */
const roasterCafeEntity = (screen: StatusScreen): EntityDef => {
  const { suffix, path } = RELATION_SCREENS[screen];
  return entity({
    name: `RoasterCafe${suffix}`,
    table: 'roaster_cafe',
    keys: ['roaster_cafe_uuid'],
    scope: 'roaster',
    creatable: false,
    listFilter: { status_screen: screen },
    ...(screen === 'active' ? {} : { viewOf: 'RoasterCafe' }),
    fields: [
      text('roaster_cafe_uuid', { key: true, generated: true, readOnly: true, maxBytes: TEXT.code }),
      ...nameFields('cafe').map(joined),
      ...relationNick(),
      code('roaster_cafe_auth', 'PSAUTH', { required: true }),
      // The cafe's discount off list prices and its payment terms (behaviour §05-10), whole percents and days.
      number('roaster_cafe_discount', { min: 0, max: 90, defaultValue: 0 }),
      number('roaster_cafe_payment_days', { min: 0, max: 180, defaultValue: 30 }),
      textArea('roaster_cafe_desc', TEXT.desc),
      flagField('roaster_cafe'),
      dateTime('rgst_at', { audit: true, readOnly: true }),
    ],
    list: listDef(['roaster_cafe_nick', 'cafe_name', 'roaster_cafe_auth', 'rgst_at'], {
      search: ['roaster_cafe_auth'],
      titleSearch: ['roaster_cafe_nick', 'cafe_name'],
      sort: ['roaster_cafe_nick', 'roaster_cafe_auth'],
      mobileHidden: ['cafe_name'],
    }),
    api: crudPaths(`/api/roaster/cafe/${path}`),
  });
};

/** The cafe's own notes on its supplier roasters; the roaster's names are not editable. */
const cafeRoaster = entity({
  name: 'CafeRoaster',
  keys: ['cafe_roaster_uuid'],
  scope: 'cafe',
  creatable: false,
  fields: [
    text('cafe_roaster_uuid', { key: true, generated: true, readOnly: true, maxBytes: TEXT.code }),
    ...nameFields('cafe_roaster', { required: false, extra: { readOnly: true } }),
    ...localePair('cafe_roaster_nick', { minBytes: 0, maxBytes: TEXT.shortNick, required: false }),
    textArea('cafe_roaster_desc', TEXT.desc),
    dateTime('rgst_at', { audit: true, readOnly: true }),
  ],
  list: listDef(['cafe_roaster_name', 'cafe_roaster_nick', 'rgst_at'], {
    titleSearch: ['cafe_roaster_name', 'cafe_roaster_nick'],
    sort: ['cafe_roaster_name'],
    mobileHidden: ['cafe_roaster_nick'],
  }),
  api: crudPaths('/api/cafe/roaster/list'),
});

/** A cafe registers with a roaster through the roaster's CSTMR event. */
const cafeRoasterRegister = entity({
  name: 'CafeRoasterRegister',
  table: 'roaster_cafe',
  keys: ['event_uuid'],
  scope: 'cafe',
  viewOf: 'RoasterCafe',
  fields: [...eventSummary('roaster'), ...relationNick(), textArea('roaster_cafe_desc', TEXT.desc), saveCheck],
  saveCheck: { field: 'save_check', message: 'register_check_ok' },
  api: { detail: '/api/roaster/event/cafe/register/detail/', save: '/api/roaster/event/cafe/register/edit' },
});

/** Creating a cafe or roaster: type, country and names required. */
const createEntity = (org: OrgType): EntityDef =>
  entity({
    name: `${capitalised(org)}Create`,
    table: org,
    keys: [`${org}_seq`],
    // The new organisation is no user's row: its creator becomes its owner by a membership (server hook).
    scope: 'none',
    viewOf: `Setting${capitalised(org)}`,
    fields: [number(`${org}_seq`, { key: true, generated: true, readOnly: true }), ...organisationFields(org)],
    api: { save: `/api/${org}/create` },
  });

const orgEntities = (org: OrgType): EntityDef[] => [
  staffEntity(org, 'active'),
  staffEntity(org, 'queue'),
  staffEntity(org, 'etc'),
  userInfoEntity(org),
  eventEntity(org),
  signUpEntity(org),
  createEntity(org),
];

const byName = (definitions: readonly EntityDef[]): Record<string, EntityDef> =>
  Object.fromEntries(definitions.map((definition) => [definition.name, definition]));

export const organisationEntities: Readonly<Record<string, EntityDef>> = byName([
  ...orgEntities('roaster'),
  ...orgEntities('cafe'),
  roasterCafeEntity('active'),
  roasterCafeEntity('queue'),
  roasterCafeEntity('etc'),
  cafeRoaster,
  cafeRoasterRegister,
]);

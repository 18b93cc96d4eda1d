/** Every code group the product uses (behaviour §01-3.3, §02-3, §03-9), with a short description. */
export const CODE_GROUPS = {
  CAUTH: 'cafe staff roles and statuses',
  RAUTH: 'roaster staff roles and statuses',
  PSAUTH: 'roaster-cafe relation',
  CNTR: 'countries',
  CFPRDC: 'coffee-producing countries (subset of CNTR)',
  CDFLTR: 'country filter',
  VRT: 'coffee variety',
  SPC: 'coffee species',
  PRCS: 'process',
  BGRD: 'bean grade',
  BQLT: 'bean grade detail',
  EQUIP: 'equipment type',
  EXTR: 'extraction type',
  WTR: 'water',
  PBST: 'public stage',
  FLVR: 'flavor (flavor wheel tree)',
  CNAFTST: 'cupping aftertaste',
  CNTXTR: 'cupping texture',
  CNFLNG: 'cupping feeling',
  EVNT: 'event type',
  NTPLC: 'note place',
  BNDV: 'bean serial type',
  CAFE: 'cafe type',
  RSTR: 'roaster type',
  USER: 'user type',
  USRPRVD: 'user sign-in provider',
  CMPN: 'company type',
  MTRL: 'material type',
  RSTEP: 'roasting step',
  ORDST: 'order status (cafe order to a roastery)',
  RRLS: 'roast batch release state',
  RDFCT: 'roast defect',
} as const;

export type CodeGroupId = keyof typeof CODE_GROUPS;
export const CODE_GROUP_IDS = Object.keys(CODE_GROUPS) as CodeGroupId[];

/** Company types (CMPN) used as lookup filters. */
export const COMPANY_TYPE = { equipmentMaker: 'EQD', greenBeanSeller: 'GBD' } as const;

/** Equipment types (EQUIP) the product names (behaviour §02-3.7). */
export const EQUIP_TYPES = ['ESP', 'DRP', 'GRND', 'SHR', 'BSKT', 'TMP', 'RSTR'] as const;
export type EquipType = (typeof EQUIP_TYPES)[number];

/** Bean serial types (BNDV): roaster blend default/result, cafe bean default/received. */
export const BEAN_SERIAL_TYPES = ['RSTRDF', 'RSTRDT', 'CAFEDF', 'CAFEDT'] as const;
export type BeanSerialType = (typeof BEAN_SERIAL_TYPES)[number];

/** Extraction type meaning espresso; espresso-only fields show for it. */
export const ESPRESSO = 'ESP';

/** Roasting step (RSTEP) of a new roasting result. */
export const DEFAULT_ROASTING_STEP = 'RSRV';

/** Flavor wheel top-level families (FLVR roots). */
export const FLAVOR_FAMILIES = [
  'floral',
  'fruity',
  'sour/fermented',
  'green/vegetative',
  'other',
  'roasted',
  'spices',
  'nutty/cocoa',
  'sweet',
] as const;

import type { Locale } from '../navigation/routes';

/** Country preselected on create: USA for English, KOR otherwise. */
export const DEFAULT_COUNTRY: Readonly<Record<Locale, string>> = { kr: 'KOR', en: 'USA' };
/** Cafe (CAFE) and roaster (RSTR) type preselected on create: private. */
export const DEFAULT_ORG_TYPE = 'PRV';

/** Default bounds of common measures (displayed values). */
export const BOUNDS = {
  percent: { min: 0, max: 100 },
  densityMax: 2000,
  roastTemperature: { min: 0, max: 300 },
  agtron: { min: 25, max: 95, step: 10 },
  /** Grams: 10 t. */
  massMax: 10_000_000,
  altitude: { min: 0, max: 9000 },
  /** Rating and radar points. */
  point: { min: 0, max: 10, step: 1 },
  slider: { min: 0, max: 100 },
  rateMax: 5,
} as const;

/** Text limits in bytes (common name rule: names 3 to 300, descriptions 3000, details 10000). */
export const TEXT = {
  nameMin: 3,
  name: 300,
  nick: 300,
  shortNick: 100,
  code: 45,
  codeName: 255,
  direct: 1000,
  desc: 3000,
  resultDesc: 5000,
  detail: 10000,
  longDesc: 30000,
  chartLog: 100000,
  flavorTags: 500,
  /** Text area widget defaults (characters): normal, large variant; the user variant has no limit. */
  textAreaDefault: 1000,
  textAreaLarge: 1_000_000,
} as const;

/** Roasting temperature slider (°C): marks and maximum. */
export const ROASTING_SLIDER = { marks: [70, 150, 190, 220, 250], max: 250 } as const;

/** Public stage (PBST) preselected on create, per audience (behaviour §03-4.3); roaster stages exist on roaster records. */
export const PUBLIC_STAGE_DEFAULTS = { roaster: 'ALL', cafe: 'DTL', customer: 'NRML', normal: 'LST' } as const;
export type PublicAudience = keyof typeof PUBLIC_STAGE_DEFAULTS;
export const ROASTER_PUBLIC_AUDIENCES = ['roaster', 'cafe', 'customer', 'normal'] as const satisfies PublicAudience[];
export const CAFE_PUBLIC_AUDIENCES = ['cafe', 'customer', 'normal'] as const satisfies PublicAudience[];

/** The tolerance of a blend's shares a new recipe starts with: 2 percentage points, stored × 10 (behaviour §12-3). */
export const DEFAULT_BLEND_RATIO_TOLERANCE = 20;

/** A batch code's longest typed form, in bytes (behaviour §12-1). */
export const BATCH_CODE_MAX = 20;

/** Rows wired per combination: green beans in a roast, roasting rows in a blend (behaviour §02-9). */
export const MAX_ROWS = { greenbeans: 20, roastings: 20, bags: 10 } as const;
export const MAX_CHECK_POINTS = 10;
/** Default green mass (g) on which the roasted mass is recalculated. */
export const MASS_CALC_BASE = 150;

/** Events: sign-up type by default; end = start + term days (default 3, 0 to 31). */
export const EVENT_TYPE_SIGN_UP = 'SGNP';
export const EVENT_TERM = { defaultDays: 3, min: 0, max: 31 } as const;
/** An event's status as the server computes it (behaviour §01-3.7): -1 before the start, 0 running, 1 ended, in words. */
export const EVENT_STATUS_OPTIONS = [
  { value: -1, label: { kr: '예정', en: 'Upcoming' } },
  { value: 0, label: { kr: '진행 중', en: 'Open' } },
  { value: 1, label: { kr: '종료', en: 'Ended' } },
] as const;

/** Cupping notes: points 0 to 10 (default 10, the clean button uses the satisfaction or 5), wheel rotation. */
export const CUPNOTE = { cleanDefault: 5, rotation: { min: -180, max: 180 } } as const;
/** Brewing: satisfaction default, steps (9 plus the end step), cafe extraction default. */
export const BREWING = { steps: 9, cafeExtractionDefault: 'DRP' } as const;
/** Dial-in bounds (displayed units: g, s) and the days after roasting a bean is served by default. */
export const DIAL_IN = {
  maxDose: 1000,
  maxYield: 5000,
  maxSeconds: 3600,
  freshDaysDefault: 30,
  maxFreshDays: 365,
} as const;

// ---- shared engine constants (behaviour §01-9, §02-9, §03-9) ------------------------------------------------------

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Select option lists: cache lifetime, loading flag cleared after 100 ms (1000 ms when forced). */
export const SELECT_CACHE = { ttlMs: HOUR_MS, loadingClearMs: 100, forcedLoadingClearMs: 1000 } as const;
/** Rights (per organisation type, session storage) and the code cache live one hour. */
export const RIGHTS_CACHE_TTL_MS = HOUR_MS;
export const CODE_CACHE_TTL_MS = HOUR_MS;
/** Browser database of the code cache and its stores. */
export const CODE_CACHE_STORES = { codeGroup: 'code_group', selectData: 'select_data' } as const;

/** Main stopwatch: a stored start is resumed when less than a day old; display refresh; highlight time. */
export const STOPWATCH = { maxAgeMs: DAY_MS, refreshMs: 100, thresholdHighlightMs: 3000 } as const;
/** Screen type and menu position cookies. */
export const COOKIE_MAX_AGE_DAYS = 30;
export const CLIPBOARD_KEY_PREFIX = 'clipboard';

/** Width below which the layout is mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
/** List page sizes, defaults and the paging window, by layout. */
export const PAGE_SIZES = {
  desktop: { options: [10, 20, 30, 50, 100], default: 10, window: 10 },
  mobile: { options: [5, 10, 20, 30, 50], default: 5, window: 5 },
} as const;
export const PAGE_QUERY_PARAM = 'page';
/** Sort option suffixes. */
export const SORT_SUFFIX = { asc: '_orderasc', desc: '_orderdesc' } as const;

/** Delays: input sync guard, chart refresh (retried while a text input has focus), short delay, seller lookup. */
export const DELAYS_MS = {
  inputSyncGuard: 100,
  chartRefresh: 50,
  chartRefreshRetries: 7,
  short: 300,
  sellerLookup: 500,
} as const;
/** The flavor wheel stays loading for this many short delays after its data changes. */
export const FLAVOR_WHEEL_LOADING_DELAYS = 5;

/** Date formats (dayjs-style tokens). */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  mobileDate: 'MM-DD',
  compactDate: 'YYYYMMDD',
  eventStart: 'MM-DD A hh:mm',
  downloadStamp: 'YYYYMMDDHHmmss',
  chartTime: 'mm:ss',
} as const;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Roasting timeline and chart. */
export const ROASTING_CHART = {
  /** A start time within this window (and no end) starts the timers. */
  timerAutoStartMs: HOUR_MS,
  timeLimitMs: HOUR_MS,
  timeLimitWithHoursMs: DAY_MS,
  xDefault: { min: 0, max: 180_000 },
  yDefault: { min: 100, max: 200 },
  xFloorMs: 60_000,
  yFloor: 50,
  xTickMinutes: { desktop: 2, mobile: 4 },
  liveDecimals: 1,
  heightRem: { desktop: 30, mobile: 16 },
} as const;

/** Country map zoom. */
export const GEO_MAP = { zoomMin: 100, zoomMax: 40_000, zoomStep: 4 / 3, defaultScale: 100 } as const;
/** Flavor wheel drawing. */
export const FLAVOR_WHEEL = {
  outsideLabelBelowPercent: 2.5,
  selectedAlpha: 'cc',
  unselectedAlpha: ['55', '67'],
  heightRemMobile: 25,
  widthRemDesktop: 40,
} as const;
/** QR code size in pixels. */
export const QR_CODE_SIZE = 120;

/** Upload: one file of these types, or an empty type with this extension (Artisan logs). */
export const UPLOAD = {
  maxFiles: 1,
  acceptedTypes: ['text/csv', 'application/json'],
  artisanExtension: '.alog',
  /** Machines' spreadsheet logs (Cropster, Stronghold), read by a handler that reads them (behaviour §08-6.1). */
  spreadsheetExtensions: ['.xls', '.xlsx'],
  spreadsheetTypes: [
    '',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
} as const;

/** Download file name prefixes (followed by the timestamp). */
export const DOWNLOAD_PREFIX = {
  radarChart: 'RadarChart_',
  brewingRecord: 'BrewingRecord_',
  roastingProfile: 'RoastingProfile_',
  flavorWheel: 'FlavorWheel',
} as const;

/** Yes/no list filter values: all, yes (O), no (X). */
export const YES_NO_FILTER = { all: '', yes: '1', no: '0' } as const;

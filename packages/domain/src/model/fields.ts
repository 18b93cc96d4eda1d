import type { OrgRole, OrgType, SignedInUserType } from '../session/session';
import type { CodeGroupId } from './codeGroups';
import type { Locale } from '../navigation/routes';
import type { QrLink } from '../navigation/publicLinks';

/**
 * Suffix of the locale-specific twin of a plain field (the Korean name beside the plain one, behaviour §01-1):
 * `*_name_kr`, matching code entries (`code_name_kr`) and memberships (`name_kr`).
 */
export const LOCALE_FIELD_SUFFIX = '_kr';

/**
 * Value types. Dates are 'YYYY-MM-DD', datetimes ISO 8601 'YYYY-MM-DDTHH:mm[:ss]' (a zone is allowed),
 * times 'HH:mm[:ss]', months 'YYYY-MM'. Numbers are integers when stored (see `scale`).
 * 'array' is a sub-list: rows of objects with their own fields.
 */
export type ValueType =
  'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'month' | 'stringArray' | 'array';

/**
 * Input kinds (widgets). `duration` is a number of seconds typed and shown as mm:ss;
 * `upload` is the single-file upload control.
 */
export type InputKind =
  | 'input'
  | 'inputNumber'
  | 'textArea'
  | 'select'
  | 'selectSearch'
  | 'switch'
  | 'rate'
  | 'slider'
  | 'date'
  | 'datetime'
  | 'time'
  | 'month'
  | 'year'
  | 'duration'
  | 'qrcode'
  | 'image'
  | 'link'
  | 'radar'
  | 'line'
  | 'timeline'
  | 'geomap'
  /** A piece the page draws itself (`renderField`), e.g. records of another area read through the API. */
  | 'custom'
  | 'flavorwheel'
  | 'upload'
  | 'subList';

/** Numbers are stored as integers multiplied by the scale (x10 one decimal, x100 two decimals). */
export type Scale = 1 | 10 | 100;

/**
 * When a field is required. `{ locale }` makes it required only while the UI shows that locale:
 * the Korean twin (`*_kr`) is required unless the UI is English, the plain (English) name when it is.
 */
export type RequiredRule = boolean | { readonly locale: Locale };

/** A field is shown (and validated) only while another field's value is one of `in`. */
export interface FieldCondition {
  readonly field: string;
  readonly in: readonly unknown[];
}

/**
 * Options loaded from a lookup call (POST, JSON body) with fixed `params`. `dependsOn` maps a request
 * parameter to the form field that provides it; the list is not loaded while any of them is empty.
 * `filters` are sent when their field has a value.
 */
export interface LookupSource {
  readonly url: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
  readonly dependsOn?: Readonly<Record<string, string>>;
  readonly filters?: Readonly<Record<string, string>>;
}

export type Audience = readonly SignedInUserType[];

export interface FixedOption {
  readonly value: string | number;
  readonly label: Readonly<Record<Locale, string>>;
}

export interface FieldDef {
  readonly name: string;
  readonly type: ValueType;
  readonly input: InputKind;
  /** Part of the record id; composite ids are joined with `_` in key order. */
  readonly key?: boolean;
  /** Assigned by the server on create (serial ids, uuids). */
  readonly generated?: boolean;
  readonly scale?: Scale;
  /** Bounds of the displayed (unscaled) number, e.g. percent 0..100 whatever the scale. */
  readonly min?: number;
  readonly max?: number;
  /** The lower end of a range: refused (on both fields) while above this other field, e.g. altitude min ≤ max. */
  readonly notAbove?: string;
  /** Only the digits 0-9 (a text such as an ISO numeric country code). */
  readonly digitsOnly?: boolean;
  /** Input step of the displayed number; defaults to 1 / scale. */
  readonly step?: number;
  /** The displayed value must be `min` plus a whole number of steps (SCA quarter points); else `field_step`. */
  readonly onStep?: boolean;
  /** Text length bounds in UTF-8 bytes (a Korean syllable counts 3). Arrays are measured joined with ','. */
  readonly minBytes?: number;
  readonly maxBytes?: number;
  /** No longer read: every text with a limit shows its counter near it (behaviour §09-3.2); kept for compatibility. */
  readonly counter?: boolean;
  /** A date kept as 8 characters YYYYMMDD (a green bean lot's import and packaging dates, behaviour §09-3.1). */
  readonly compactDate?: boolean;
  readonly codeGroup?: CodeGroupId;
  /** Only codes whose code_filter carries this tag are offered (e.g. CFPRDC: coffee producers). */
  readonly codeFilter?: string;
  /** Only these code ids are offered and accepted (e.g. cafe events: SGNP). */
  readonly codeValues?: readonly string[];
  readonly lookup?: LookupSource;
  /** Options without a code group or lookup, labelled in each language (an event's computed status). */
  readonly fixedOptions?: readonly FixedOption[];
  /** A select offering several values (value type stringArray). */
  readonly multiple?: boolean;
  readonly required?: RequiredRule;
  /** May be set on create only; ignored (and not offered) on update. */
  readonly lockedOnUpdate?: boolean;
  /** Never edited through this page; the server ignores it in payloads. */
  readonly readOnly?: boolean;
  /** One of the six audit fields. */
  readonly audit?: boolean;
  /** `false`: no column of this entity (joined from another record, or a form helper computed on the fly). */
  readonly stored?: boolean;
  /** Derived from other fields (or rows) by the client for display and by the server on save. */
  readonly computed?: boolean;
  /** Name of the free-text companion shown when the special 'input direct' option is chosen. */
  readonly direct?: string;
  /** On a companion: the select it completes. */
  readonly directFor?: string;
  readonly showWhen?: FieldCondition;
  /** A chart field (radar, line, timeline, flavorwheel): the form fields it draws, edits or reads. */
  readonly chartOf?: readonly string[];
  /** Only these user types see the field (e.g. admin audit variants: SADMIN). */
  readonly visibleTo?: Audience;
  /** Only these organisation roles may change it (e.g. the main-note flag: OWN, SMNG). */
  readonly editableByRoles?: readonly OrgRole[];
  /**
   * Only members of these organisation roles see it (and so write it): absent from every answer to the others, lists,
   * details and exports alike (costs: the roastery's managers and up, behaviour §05-14).
   */
  readonly visibleToRoles?: readonly OrgRole[];
  /**
   * Only these user types may write it (a value another user type sends that differs from the stored one is refused
   * with `refusal`, naming the rule): the roast curve an uploaded log brings, SADMIN, ADMIN, TESTER and PAID.
   */
  readonly writableBy?: { readonly audience: Audience; readonly refusal: string };
  readonly defaultValue?: unknown;
  /** Default that depends on the UI locale (e.g. country USA for en, KOR otherwise). */
  readonly localeDefault?: Readonly<Record<Locale, unknown>>;
  /** Sub-list rows ('array' only). */
  readonly rows?: SubListDef;
  /**
   * A count of cups sharing the cups cupped with another count (taint and fault cups, non-uniform and defective cups):
   * the two together are at most `cups`, else `cups_over_cupped` naming both (behaviour §07-1).
   */
  readonly cupsWith?: { readonly field: string; readonly cups: number };
  /** A loss derived from an input and an output mass: below zero it names both (behaviour §09-1.4). */
  readonly lossOf?: { readonly input: string; readonly output: string };
  /** Kept by the server in step with another field and never drawn (a group's number beside its id). */
  readonly hidden?: boolean;
  /** Not sent to the server (form helpers such as an event's term in days). */
  readonly transient?: boolean;
  /** Large text area variant (1,000,000 characters) or the user variant without a limit. */
  readonly textAreaSize?: 'large' | 'user';
  /** Rate widget: maximum and half steps. */
  readonly rateMax?: number;
  readonly rateHalf?: boolean;
  /** A year shown as a select without a lookup offers `past` years before this one and `future` after it. */
  readonly yearRange?: { readonly past: number; readonly future: number };
  /** Slider marks (displayed values). */
  readonly marks?: readonly number[];
  /** QR fields: the public page the serial opens (`qrLinkUrl` builds the URL). */
  readonly qrLink?: QrLink;
}

export interface SubListDef {
  readonly fields: readonly FieldDef[];
  readonly minRows?: number;
  readonly maxRows?: number;
  /** A row whose value of this field is already in the list is not added (duplicate dialog). */
  readonly uniqueBy?: string;
  /** Message keys of the duplicate dialog. */
  readonly duplicateTitle?: string;
  readonly duplicateMessage?: string;
  /** Each row's `percent` is its share of the rows' `mass` (0.1 %), and `total` (a parent field) their sum. */
  readonly shares?: RowShares;
}

export interface RowShares {
  readonly mass: string;
  readonly percent: string;
  readonly total?: string;
}

/** Who owns a record: nobody (reference data), the selected cafe or roaster (`{type}_seq`), or the user. */
export type EntityScope = 'none' | OrgType | 'user';

export interface ApiPaths {
  readonly list?: string;
  /** The record id (encoded) is appended. */
  readonly detail?: string;
  readonly save?: string;
  /** Option list of this entity for selects elsewhere. */
  readonly code?: string;
}

export interface ListDef {
  /** Filter inputs of the list search, in display order. */
  readonly search: readonly string[];
  /** Fields the title search can target (the search-type selector, with a search-all option). */
  readonly titleSearch: readonly string[];
  /** Sortable fields; each yields `{field}_orderdesc` and `{field}_orderasc`. */
  readonly sort: readonly string[];
  readonly columns: readonly string[];
  /** Columns hidden on mobile. */
  readonly mobileHidden?: readonly string[];
}

export interface EntityDef {
  /** Page key; also the basis of the table name. */
  readonly name: string;
  readonly table: string;
  readonly keys: readonly string[];
  readonly scope: EntityScope;
  readonly fields: readonly FieldDef[];
  readonly list?: ListDef;
  readonly api?: ApiPaths;
  /** Fixed single-record screen (user info): no list, no delete. */
  readonly singleRecord?: boolean;
  /** Records are created elsewhere (staff by sign-up): no write button. */
  readonly creatable?: boolean;
  /** Nothing is edited: a public or derived view. */
  readonly readOnly?: boolean;
  /** Another page key whose table and fields this page shows (filtered views such as CafeBrewingToday). */
  readonly viewOf?: string;
  /** Fixed list filter sent with every list call of this page. */
  readonly listFilter?: Readonly<Record<string, unknown>>;
  /** Confirmation switch that must be ticked to save, with the message shown on it. */
  readonly saveCheck?: { readonly field: string; readonly message: 'save_check_ok' | 'register_check_ok' };
}

export type FieldOptions = Omit<Partial<FieldDef>, 'name'>;

// ---- field builders -------------------------------------------------------------------------------------

const define = (name: string, type: ValueType, input: InputKind, options: FieldOptions = {}): FieldDef => ({
  name,
  type,
  input,
  ...options,
});

/** The word a field's fixed options give a stored value (list cells and CSV alike); undefined without one. */
export function fixedOptionLabel(def: FieldDef | undefined, value: unknown, locale: Locale): string | undefined {
  if (!def?.fixedOptions || value === null || value === undefined || value === '') return undefined;
  return def.fixedOptions.find((option) => String(option.value) === String(value))?.label[locale];
}

export const text = (name: string, options: FieldOptions = {}): FieldDef => define(name, 'string', 'input', options);

export const textArea = (name: string, maxBytes: number, options: FieldOptions = {}): FieldDef =>
  define(name, 'string', 'textArea', { maxBytes, ...options });

export const number = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'number', 'inputNumber', options);

export const flag = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'boolean', 'switch', { defaultValue: false, ...options });

export const date = (name: string, options: FieldOptions = {}): FieldDef => define(name, 'date', 'date', options);
/** A date picked like any other and kept as YYYYMMDD; 'YYYY-MM-DD' is accepted and stored compact (behaviour §09-3.1). */
export const compactDate = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'date', 'date', { ...options, compactDate: true });

/** The YYYYMMDD form of a date given as YYYY-MM-DD or YYYYMMDD; any other text is left as it is. */
export const toCompactDate = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : value;

/** The YYYY-MM-DD form of a date given as YYYYMMDD or YYYY-MM-DD; any other text is left as it is. */
export const fromCompactDate = (value: string): string => value.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
export const dateTime = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'datetime', 'datetime', options);
/** A month of the year, 1 to 12. */
export const monthOfYear = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'number', 'select', { min: 1, max: 12, step: 1, ...options });
/** A calendar month 'YYYY-MM'. */
export const yearMonth = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'month', 'month', options);
export const year = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'number', 'year', { min: 1900, max: 2999, yearRange: { past: 10, future: 1 }, ...options });
/** A span of time in seconds, typed and shown as mm:ss. */
export const duration = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'number', 'duration', { min: 0, ...options });

/** A select of one code of a code group (value: code_id). */
export const code = (name: string, codeGroup: CodeGroupId, options: FieldOptions = {}): FieldDef =>
  define(name, 'string', 'select', { codeGroup, ...options });

/** A multi select of codes of a code group. */
export const codes = (name: string, codeGroup: CodeGroupId, options: FieldOptions = {}): FieldDef =>
  define(name, 'stringArray', 'selectSearch', { codeGroup, multiple: true, ...options });

/** A list of free strings or of fixed options. */
export const textList = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'stringArray', 'select', { multiple: true, ...options });

/** A select of another record (value: its seq), options from a lookup call. */
export const ref = (name: string, lookup: LookupSource, options: FieldOptions = {}): FieldDef =>
  define(name, 'number', 'selectSearch', { lookup, ...options });

/** A server-assigned serial id that is (part of) the record key. */
export const seqKey = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { key: true, generated: true, readOnly: true, ...options });

/** A serial (uuid) shown as a QR code, assigned by the server. */
export const qrSerial = (name: string, options: FieldOptions = {}): FieldDef =>
  define(name, 'string', 'qrcode', { generated: true, readOnly: true, maxBytes: 45, ...options });

export const subList = (name: string, rows: SubListDef, options: FieldOptions = {}): FieldDef =>
  define(name, 'array', 'subList', { rows, ...options });

export const localeName = (plainName: string): string => `${plainName}${LOCALE_FIELD_SUFFIX}`;

export interface NameOptions {
  minBytes?: number;
  maxBytes?: number;
  /** false: both optional; 'locale': the twin of the UI locale is required (the default). */
  required?: false | 'locale';
  counter?: boolean;
  extra?: FieldOptions;
}

/**
 * A locale-specific field and its plain (English) twin, Korean first: `{base}_kr`, `{base}`.
 * The common name rule: 3 to 300 bytes, the UI locale's twin required.
 */
export const localePair = (base: string, options: NameOptions = {}): FieldDef[] => {
  const { minBytes = 3, maxBytes = 300, required = 'locale', counter = true, extra = {} } = options;
  const shared: FieldOptions = { minBytes, maxBytes, counter, ...extra };
  return [
    text(localeName(base), { ...shared, ...(required ? { required: { locale: 'kr' } } : {}) }),
    text(base, { ...shared, ...(required ? { required: { locale: 'en' } } : {}) }),
  ];
};

/** `{prefix}_name_kr`, `{prefix}_name`: required by locale, 3 to 300 bytes. */
export const nameFields = (prefix: string, options: NameOptions = {}): FieldDef[] =>
  localePair(`${prefix}_name`, options);

/** `{prefix}_nick_kr`, `{prefix}_nick`: optional, up to `maxBytes` (300). */
export const nickFields = (prefix: string, maxBytes = 300, options: NameOptions = {}): FieldDef[] =>
  localePair(`${prefix}_nick`, { minBytes: 0, maxBytes, required: false, ...options });

/** The special option value that reveals the 'input direct' companion field (`-1`, also accepted as '-1'). */
export const INPUT_DIRECT_VALUE = -1;

export const isInputDirect = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(isInputDirect)
    : value === INPUT_DIRECT_VALUE || value === String(INPUT_DIRECT_VALUE);

/**
 * A select with its 'input direct' free-text companion `{select}_etc` (or `companion`), shown only while the
 * direct option is chosen. `{prefix}_seq` selects get `{prefix}_etc`.
 */
export const withDirect = (
  select: FieldDef,
  companionOptions: FieldOptions & { minBytes?: number; maxBytes: number },
  companion = `${select.name.replace(/_(seq|list|type|code)$/, '')}_etc`,
): FieldDef[] => [
  { ...select, direct: companion },
  text(companion, {
    directFor: select.name,
    showWhen: { field: select.name, in: [INPUT_DIRECT_VALUE, String(INPUT_DIRECT_VALUE)] },
    counter: true,
    ...companionOptions,
  }),
];

const SADMIN_ONLY: Audience = ['SADMIN'];

/**
 * The six audit fields. rgst_user / edit_user are the user's seq, rgst_by / edit_by the display name. The server
 * answers who registered and edited a record to SADMIN only, so only SADMIN sees those fields: nobody else meets an
 * always-empty "Registered by" (behaviour §09-1.3). The variant is kept for the admin forms' callers.
 */
export const auditFields = (_variant: 'admin' | 'org' = 'org'): FieldDef[] => {
  const audit: FieldOptions = { audit: true, readOnly: true };
  const byAudience: FieldOptions = { visibleTo: SADMIN_ONLY };
  return [
    number('rgst_user', { ...audit, visibleTo: SADMIN_ONLY }),
    text('rgst_by', { ...audit, ...byAudience }),
    dateTime('rgst_at', audit),
    number('edit_user', { ...audit, visibleTo: SADMIN_ONLY }),
    text('edit_by', { ...audit, ...byAudience }),
    dateTime('edit_at', audit),
  ];
};

export const AUDIT_FIELD_NAMES = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'] as const;

/** `{prefix}_use`: the record's use flag (on by default). */
export const flagField = (prefix: string, options: FieldOptions = {}): FieldDef =>
  flag(`${prefix}_use`, { defaultValue: true, ...options });

export const whenFlag = (field: string): FieldCondition => ({ field, in: [true, 1, '1'] });
export const whenEquals = (field: string, ...values: readonly unknown[]): FieldCondition => ({ field, in: values });

/** List paths following the common shape `{base}/list`, `{base}/detail/`, `{base}/edit`. */
export const crudPaths = (base: string, extra: Partial<ApiPaths> = {}): ApiPaths => ({
  list: `${base}/list`,
  detail: `${base}/detail/`,
  save: `${base}/edit`,
  ...extra,
});

/** A table name from a page key: `SettingGreenbeanYear` → `setting_greenbean_year`. */
export const tableName = (pageKey: string): string =>
  pageKey
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** A typed entity; `table` defaults to the snake_case page key. */
export const entity = (definition: Omit<EntityDef, 'table'> & { table?: string }): EntityDef => ({
  ...definition,
  table: definition.table ?? tableName(definition.name),
});

/** Every field of an entity including sub-list row fields (each once). */
export const allFields = (definition: EntityDef): FieldDef[] =>
  definition.fields.flatMap((field) => (field.rows ? [field, ...field.rows.fields] : [field]));

export const findField = (definition: EntityDef, name: string): FieldDef | undefined =>
  allFields(definition).find((field) => field.name === name);

/** Sort option values of a list: `{field}_orderdesc`, `{field}_orderasc` per sortable field. */
export const sortOptions = (list: ListDef): string[] =>
  list.sort.flatMap((field) => [`${field}_orderdesc`, `${field}_orderasc`]);

/** Select option as lists deliver it. */
export interface SelectOption {
  value: string | number;
  label: string;
  /** Plain-text label used for searching and sorting. */
  label_str?: string;
}

/** A code group entry (behaviour §01-3.3). */
export interface CodeEntry {
  code_id: string;
  code_name: string;
  code_name_kr: string;
  /** Colour (flavor wheel) or another alias. */
  code_alias1?: string | null;
  /** Parent code id (flavor wheel) or a filter tag (CFPRDC producers). */
  code_filter?: string | null;
}

/** Code cache entry (behaviour §03-3.14). */
export interface CodeCacheEntry {
  code_group_id: CodeGroupId;
  code_list: CodeEntry[];
  locale: Locale;
  access_at: number;
  edit_at: string | null;
}

/** Sort used when sorting is simply on: registration time, newest first. */
export const DEFAULT_SORT_FIELD = 'rgst_at';
export const DEFAULT_SORT = `${DEFAULT_SORT_FIELD}_orderdesc`;

/** A list definition; registration time is always the first sort. */
export const listDef = (columns: readonly string[], options: Partial<Omit<ListDef, 'columns'>> = {}): ListDef => ({
  columns,
  search: options.search ?? [],
  titleSearch: options.titleSearch ?? [],
  sort: [DEFAULT_SORT_FIELD, ...(options.sort ?? []).filter((field) => field !== DEFAULT_SORT_FIELD)],
  ...(options.mobileHidden ? { mobileHidden: options.mobileHidden } : {}),
});

import type {
  EntityDef,
  EntityPageDescriptor,
  FieldCondition,
  FieldDef,
  Locale,
  PageApi,
  PageRights,
} from '@coffee/domain';
import { pageApi, pagePath } from '@coffee/domain/pages';
import { addPageTitles } from '@coffee/field-toolkit/runtime';
import type { ComponentType, ReactElement } from 'react';
import type { KeptSave, SendOutcome } from '@coffee/api-client/offline';
import type { CustomCheck, FieldActions, FormValues, Row } from '@coffee/field-toolkit/forms';
import type { UploadKind, UploadResult } from '@coffee/field-toolkit/widgets';

export interface ListColumn {
  field: string;
  /** Shown on mobile (< 768 px); default true. Date columns show MM-DD there. */
  mobile?: boolean;
  /** Shown on wider screens; default true (false: a phone's column that says several fields in one). */
  desktop?: boolean;
  /** The header's i18n key when it is not the field's label. */
  label?: string;
  /** The cell's text, when the field's type does not say it (an event's start as `MM-DD A hh:mm`). */
  format?: (value: unknown, language: string, row: Readonly<Record<string, unknown>>) => string;
}

export interface ListPageConfig {
  /** Columns; default: the entity's list columns with its mobileHidden. */
  columns?: readonly ListColumn[];
  /** Path of a row's detail, relative to the remote's basename; default `{list path}/{id}`. */
  detailPath?: (row: Record<string, unknown>, id: string) => string;
  /** Path of the write (create) screen; default `{id path}/write`. */
  writePath?: string;
  /**
   * Values a filter takes while the URL does not name it (a day picker on today): shown in the search and sent.
   * Called on each render, so "today" follows the clock.
   */
  searchDefaults?: () => Readonly<Record<string, string>>;
  /** Static allowed values of select filters (otherwise their loaded options are the allowed list). */
  allowed?: Readonly<Record<string, readonly (string | number)[]>>;
  /** A page's own summary drawn between the heading and the search (charts of the visitor's records). */
  summary?: ComponentType;
  /** Columns of the CSV export when they differ from the list's (a server column such as the latest score). */
  exportColumns?: readonly string[];
}

export interface DetailSection {
  /** i18n key of the section title (`fields.<key>` or any key). */
  title?: string;
  fields: readonly string[];
  /**
   * The whole section is shown only while this holds (its fields are then neither validated nor sent). A section
   * whose fields all carry a failing `showWhen` is hidden without it.
   */
  showWhen?: FieldCondition;
  /** Rarely used (ambient readings, check points): starts closed in write and edit until it holds a value. */
  rare?: boolean;
  /** Detail behind what leads the record (a batch's events under its curve): starts closed in view mode. */
  closedInView?: boolean;
  /**
   * Groups of its fields filled one after another (a brew's steps): in write and edit, the groups up to the one after
   * the last that holds a value are drawn, not every empty group at once. Its fields in no group are always drawn.
   */
  inTurn?: readonly (readonly string[])[];
}

/** "Region needs country": the select is disabled and empty until every `requires` field has a value. */
export interface DependentSelect {
  field: string;
  requires: readonly string[];
}

/** Values carried by the option chosen in a select, copied into other fields (a seller's shop link ...). */
export interface OptionCopy {
  /** The select whose chosen option carries the values. */
  field: string;
  /** Option property → form field. */
  copy: Readonly<Record<string, string>>;
  /** Look the choice up only after it has settled this long (ms). */
  delayMs?: number;
  /**
   * 'always' (default) mirrors the chosen option, also on load: for read-only fields that are not stored.
   * 'choice' copies only when the user picks another option, leaving loaded values alone.
   */
  when?: 'always' | 'choice';
}

/**
 * What every page hook receives: the form's values, the screen's mode, who is looking, the UI language, the URL
 * query (`?type=RSTRDF&serial=...`), the sub-list row a field is drawn in, and the form's setters.
 */
export interface PageContext {
  values: FormValues;
  mode: 'view' | 'write' | 'edit';
  visitor: Visitor;
  locale: Locale;
  query: URLSearchParams;
  /** Index of the sub-list row the hook runs for (a row field's `renderField`); undefined at the top level. */
  row: number | undefined;
  change: (name: string, value: unknown) => void;
  /** Several changes as one step (one render, one pass of follow-ups). */
  batch: (updates: FormValues) => void;
  /**
   * The values a new record starts from (behaviour §10-4.4): they replace the form's, as if it had opened with them
   * (no follow-ups run, and leaving loses nothing).
   */
  begin: (values: FormValues) => void;
}

/** Hooks that run before the form exists (defaults, field restrictions) get the context without the form. */
export type ScreenContext = Pick<PageContext, 'mode' | 'visitor' | 'locale' | 'query'>;

export interface SaveContext {
  mode: 'write' | 'edit';
  id: string | undefined;
  values: FormValues;
  /** The URL query the form was opened with (`?next=lot`). */
  query?: URLSearchParams;
}

/**
 * Choosing a value in `field` replaces the rows of `list` with the rows a call answers for it (behaviour §02-4: a recipe's
 * green beans and batch number into a roasting result, a blend's roastings into a blend batch). Loaded records are
 * left alone; only the user's choice loads.
 */
export interface RowLoad {
  field: string;
  list: string;
  /** The call for the chosen value, e.g. `/api/roaster/roasting/default/greenbean/7`. */
  path: (value: string) => string;
  /** Query parameters from the form (the result date the batch number counts in). */
  query?: (values: FormValues) => Record<string, string | number | boolean | null | undefined>;
  /** The rows, and any other fields to set, from the answer's envelope. */
  read: (answer: Record<string, unknown>, values: FormValues) => { rows: readonly Row[]; values?: FormValues };
}

/**
 * A page whose new records can be saved without network (behaviour §06-1): a save that cannot reach the server is
 * kept on this device and sent in order when the connection returns; the reads its form needs are kept too.
 */
export interface OfflineSaves {
  /** A line that tells one kept save from another (date, dose). */
  summary: (values: FormValues) => string;
  /** Path prefixes of the calls the form reads, whose last answers are kept for offline reading (behaviour §06-4). */
  reads: readonly string[];
  /** The kept saves, drawn above the form: `fix` puts a refused save back into the form. */
  panel: ComponentType<{ entity: EntityDef; fix: (values: FormValues) => void }>;
  /**
   * A new record's save asks nothing (behaviour §10-4.4): it is kept on this device at once, the form is ready for
   * the next, and this tells the visitor so with an Undo while the save is sent. Without it, a save asks the spec's
   * confirmation and shows its answer.
   */
  acknowledge?: (save: KeptOnItsWay) => void;
}

/** A new record kept on this device and on its way to the server (behaviour §10-4.4). */
export interface KeptOnItsWay {
  kept: KeptSave;
  /** What became of it in the round that sent it. */
  sending: Promise<SendOutcome>;
  entity: EntityDef;
  /** The page's delete call: an Undo of a save the server wrote deletes its record. */
  removePath: string;
}

export interface DetailPageConfig {
  /**
   * Route parameter holding the id (`useParams`), default 'id'; a number: the path segment at that index (negative
   * counts from the end), for a single-record page whose route itself names the record.
   */
  idParam?: string | number;
  /** Sections in display order; default one section of every field. */
  sections?: readonly DetailSection[];
  /** Besides the lookups' own `dependsOn`; a user change of a required field clears its dependents. */
  dependencies?: readonly DependentSelect[];
  optionCopies?: readonly OptionCopy[];
  rowLoads?: readonly RowLoad[];
  /**
   * Derived values: called after the user changed a field, with the new values in the context; the returned
   * fields are set (loss rates, totals ...).
   */
  derive?: (changed: string, context: PageContext) => FormValues | undefined;
  /** A page hook run inside the form (timers, lookups that fill fields). */
  useCustom?: (context: PageContext) => void;
  /** Extra save check after the field rules. */
  customCheck?: CustomCheck;
  /** Path to navigate to after a successful save; undefined: back to view (or reload). */
  successPath?: (result: Record<string, unknown> | undefined, context: SaveContext) => string | undefined;
  /** The mode of a record opened without `?mode` (a member's own info opens in edit); default view. */
  defaultMode?: 'view' | 'edit';
  /** Toolbar buttons a page leaves out: a public form (sign-up, register) has no list, copy or paste. */
  hideButtons?: readonly ToolbarButton[];
  /** The dialog after a successful save, as message keys; default `messages.save` / `messages.save_ok`. */
  savedDialog?: { title?: string; message?: string };
  /** Runs after a successful save, before moving on (a new cafe clears the stored cafe rights). */
  onSaved?: (result: Record<string, unknown> | undefined, context: SaveContext) => void | Promise<void>;
  /** Ask the detail call with `?mode=edit` (check-mode pages). */
  checkMode?: boolean;
  /** Record flag that allows editing; unset means allowed. Default 'edit_check'. */
  editCheckField?: string;
  /** Default values on write (beyond the fields' defaultValue / localeDefault); may read the URL query. */
  defaults?: (context: ScreenContext) => FormValues;
  /**
   * Values a new record opens with when its route fetched them as the page opened and the answer is in as the form
   * first draws (behaviour §11-3.2): in the form from its first drawing, as if begun with them (`PageContext.begin`),
   * so they are the record's own values, not defaults (saved as typed, left without a question). Read once as the
   * record opens.
   */
  opening?: (context: ScreenContext) => FormValues | undefined;
  /** Widgets the toolkit does not draw (charts, maps) or page-specific pieces; null: the toolkit's own. */
  renderField?: (def: FieldDef, name: string, context: PageContext) => ReactElement | null;
  /**
   * The option values of a select this visitor may choose (role-dependent status tables), from the screen and
   * the record as loaded; undefined keeps every option; an empty list shows the field read-only. A field's fixed `codeValues` apply besides.
   */
  allowedOptions?: (
    def: FieldDef,
    context: ScreenContext & { loaded: FormValues },
  ) => readonly (string | number)[] | undefined;
  /** Field restrictions: return 'hidden' or 'disabled' to restrict a field for this visitor. */
  restrict?: (def: FieldDef, context: ScreenContext) => 'hidden' | 'disabled' | undefined;
  /** Buttons of fields ('now', a timer stamp, a clean button) and the timer whose thresholds they are (behaviour §01-4). */
  fieldActions?: FieldActions;
  /** Handlers of `upload` fields by field name: an accepted file (behaviour §02-5) and the form to fill from it. */
  uploads?: Readonly<Record<string, UploadHandler>>;
  /** Page-specific actions after the detail buttons, shown once the record has loaded and given it ("record a brew"). */
  actions?: ComponentType<{ record: FormValues; mode: 'write' | 'edit' | 'view' }>;
  /** What leads the record, drawn before the sections with the page context (a roast's key figures). */
  lead?: ComponentType<{ context: PageContext }>;
  /** A block's piece drawn in the form after the sections, with the page context (the counter bar of a timer). */
  companion?: ComponentType<{ context: PageContext }>;
  /** New records are kept on this device when there is no network, and sent when it returns. */
  offline?: OfflineSaves;
}

export type ToolbarButton = 'list' | 'edit' | 'delete' | 'cancel' | 'undo' | 'reload' | 'copy' | 'paste';

/** Reads or posts an accepted upload; the outcome is shown by the field (true, false = not sent, `{ error }`). */
export type UploadHandler = ((
  file: File,
  kind: UploadKind,
  context: PageContext,
) => Promise<UploadResult> | UploadResult) & {
  /** The handler reads a JSON file itself (otherwise JSON shows the under-construction notice). */
  readsJson?: boolean;
  /** The handler reads machines' XLS and XLSX logs (otherwise such a file is refused). */
  readsSpreadsheets?: boolean;
};

/** What the engine knows of the visitor for field-level rules. */
export interface Visitor {
  userTypes: readonly string[];
  /** Role in the page's organisation (OWN, SMNG, ...), if any. */
  orgRole: string | undefined;
}

/** A generic page: data the engine renders (ARCHITECTURE.md, "A page is data"), made by `definePage` from a descriptor. */
export interface PageConfig {
  /** Page key, e.g. 'RoastingDefault'. */
  key: string;
  entity: EntityDef;
  /** The page's calls; default: derived from the entity (`pageApi`). */
  api?: PageApi;
  /** Suffix of the clipboard storage key (`clipboard{category}`); default the page key. */
  clipboardCategory?: string;
  /** Path of the list inside the remote (the `list` button and row links). */
  listPath: string;
  list?: ListPageConfig;
  detail?: DetailPageConfig;
}

/**
 * What a page folder's `page.ts` adds to its descriptor: how the form looks and behaves. Its list settings are not
 * here but in the folder's light list part (`list.ts`), which the list loads without the form's code.
 */
export type PageSetup = Omit<PageConfig, 'key' | 'entity' | 'api' | 'listPath' | 'list'>;

export const ALL_RIGHTS: PageRights = { listview: true, view: true, write: true, edit: true, remove: true, menu: true };

export const apiPaths = (page: Pick<PageConfig, 'entity' | 'api'>): PageApi => page.api ?? pageApi(page.entity);

/**
 * A page folder's config: its descriptor from the area's model (key, entity, route, calls, title) by reference, and
 * the setup of its screens: `export const page = definePage(ROASTER_PAGES.RoastingDefault, { detail: {...} })`.
 */
export function definePage(descriptor: EntityPageDescriptor, setup: PageSetup = {}): PageConfig {
  addPageTitles([descriptor]);
  return {
    key: descriptor.key,
    entity: descriptor.entity,
    api: descriptor.api,
    listPath: pagePath(descriptor),
    ...setup,
  };
}

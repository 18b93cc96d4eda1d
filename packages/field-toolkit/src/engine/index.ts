// The engine's light root: page configs, options, rights and session hooks. The list and the detail screens are
// entries of their own (`@coffee/field-toolkit/engine/list`, `.../engine/detail`), so a list page never downloads the
// detail's forms and widgets; both import this root by its package name (one shared module).
import { onFieldLabels } from '@coffee/domain/pages';
import { addStrings } from '@coffee/field-toolkit/runtime';

// Labels by convention: `fields.<field_name>` (list columns, form fields) and `pages.<PageKey>` (headings, from each
// page's descriptor: `definePage` and the area's app add them); an area's field labels arrive as its model loads.
onFieldLabels((labels) => addStrings('fields', labels));

export { definePage, apiPaths, ALL_RIGHTS } from './config';
export type {
  PageConfig,
  PageSetup,
  ListPageConfig,
  ListColumn,
  DetailPageConfig,
  DetailSection,
  DependentSelect,
  OptionCopy,
  KeptOnItsWay,
  OfflineSaves,
  RowLoad,
  PageContext,
  SaveContext,
  ToolbarButton,
  ScreenContext,
  UploadHandler,
  Visitor,
} from './config';
export { recordId, parseRecordId } from './recordId';
export { saveFile } from './saveFile';
export { useFieldOptions, codeOptions, lookupParams, allowedOptionsOf, hasOptionList } from './options';
export type { FieldOptionsState } from './options';
export { useIsMobile, useLocale, useUserTypes, useAuthorityKey, useOrgRole } from './session';
export { rightsOf, usePageRights } from './rights';
export { PageHeading } from './PageHeading';
export { chartFieldsAmong, openRecord, preloadChartFields } from './openRecord';
// Moved to the api-client (the shell opens a record before any remote's engine has loaded); still named here for a
// remote built against an earlier 4.x.
export { settleOpening, takeOpening } from '@coffee/api-client/query';

export * from './list';
export * from './detail';
export { definePage, apiPaths, ALL_RIGHTS } from './config';
export type {
  PageConfig,
  ListPageConfig,
  ListColumn,
  DetailPageConfig,
  DetailSection,
  DependentSelect,
  OptionCopy,
  RowLoad,
  PageContext,
  SaveContext,
  ToolbarButton,
  ScreenContext,
  UploadHandler,
  Visitor,
} from './config';
export { recordId, parseRecordId } from './recordId';
export { useFieldOptions, codeOptions, lookupParams, allowedOptionsOf } from './options';
export type { FieldOptionsState } from './options';
export { useIsMobile, useLocale, useUserTypes, useAuthorityKey, useOrgRole } from './session';
export { rightsOf, usePageRights } from './rights';
export { PageHeading } from './PageHeading';

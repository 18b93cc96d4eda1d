import * as namespace from '@coffee/domain';

/**
 * Runtime values of @coffee/domain. Its package.json declares no "type", so under tsx it loads as CommonJS and
 * Node cannot see its named exports from ESM; the namespace's default export then holds them. Types are
 * imported from '@coffee/domain' directly.
 */
const domain = (namespace as unknown as { default?: typeof namespace }).default ?? namespace;

export const {
  CAFE_ROLES,
  ROASTER_ROLES,
  ORG_TYPES,
  INPUT_DIRECT_VALUE,
  allFields,
  auditFields,
  entity,
  entities,
  parseRoastLog,
  SCREEN_STATUSES,
  BREWING_STEPS,
  PUBLIC_STAGE_DEFAULTS,
  EVENT_TERM,
  canAssignStatus,
  createLimit,
  staffStatusTable,
  canEditMainFlag,
  hasUserType,
  equipFields,
  equipList,
  isEmptyValue,
  pageRights,
  referenceEntities,
  resolvePage,
  seqKey,
  validateRecord,
} = domain;

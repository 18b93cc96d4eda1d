import { referenceEntities } from 'mf-reference/model';
import { userStorage } from '@coffee/api-client';
import type { EntityDef } from '@coffee/domain';
import type { TableSettings } from './codegen';

/** The settings part of SystemTable (without the column rows) that the code-creation step validates. */
export const settingsEntity: EntityDef = {
  ...referenceEntities.SystemTable,
  fields: referenceEntities.SystemTable.fields.filter((field) => !field.rows),
};

/** Text settings edited on the screen, in field order. */
export const TEXT_SETTINGS = [
  'page_name',
  'page_path',
  'page_tab',
  'mapper_name',
  'detail_result_name',
  'search_columns',
  'order_columns',
  'name_columns',
  'cafe_auth_field',
  'roaster_auth_field',
] as const satisfies readonly (keyof TableSettings)[];

const storageKey = (schema: string, table: string) => `systemTable:${schema}.${table}`;

export function loadStoredSettings(schema: string, table: string): string | null {
  try {
    return userStorage.getItem(storageKey(schema, table));
  } catch {
    return null;
  }
}

export function storeSettings(settings: TableSettings, block: string): boolean {
  try {
    userStorage.setItem(storageKey(settings.table_schema, settings.table_name), block);
    return true;
  } catch {
    return false;
  }
}

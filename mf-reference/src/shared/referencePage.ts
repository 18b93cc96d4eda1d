import type { EntityDef } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { DetailPageConfig, PageConfig } from '@coffee/field-toolkit/engine';
import type { ReferencePageKey } from './routes';
import { listPath } from './routes';
import { standardSections } from './sections';

export interface ReferencePageOptions extends Omit<Partial<PageConfig>, 'key' | 'entity' | 'listPath'> {
  detail?: DetailPageConfig;
}

/** A reference page: the entity's list and a detail whose first section holds `main`, the rest after it. */
export function referencePage(
  key: ReferencePageKey,
  entity: EntityDef,
  main: readonly string[],
  options: ReferencePageOptions = {},
): PageConfig {
  const { detail, ...rest } = options;
  return definePage({
    key,
    entity,
    listPath: listPath(key),
    ...rest,
    detail: { sections: standardSections(entity, main), ...detail },
  });
}

/** `{prefix}_name_kr`, `{prefix}_name` and, unless left out, the nick pair. */
export const namesOf = (prefix: string, withNick = true): string[] => [
  `${prefix}_name_kr`,
  `${prefix}_name`,
  ...(withNick ? [`${prefix}_nick_kr`, `${prefix}_nick`] : []),
];

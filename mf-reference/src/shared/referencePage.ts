import type { EntityDef } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { DetailPageConfig, PageConfig } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';
import type { ReferencePageKey } from './routes';
import { listPath } from './routes';

export { namesOf } from '@coffee/field-toolkit/blocks/plumbing';

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

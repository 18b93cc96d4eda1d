import type { EntityPageDescriptor } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { DetailPageConfig, PageConfig, PageSetup } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';

export { namesOf } from '@coffee/field-toolkit/blocks/plumbing';

export interface ReferencePageOptions extends PageSetup {
  detail?: DetailPageConfig;
}

/** A reference page: the entity's list and a detail whose first section holds `main`, the rest after it. */
export function referencePage(
  descriptor: EntityPageDescriptor,
  main: readonly string[],
  options: ReferencePageOptions = {},
): PageConfig {
  const { detail, ...rest } = options;
  return definePage(descriptor, {
    ...rest,
    detail: { sections: standardSections(descriptor.entity, main), ...detail },
  });
}

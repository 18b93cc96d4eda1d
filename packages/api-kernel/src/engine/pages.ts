import type { EntityPageDescriptor, PageDescriptor } from '@coffee/domain';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { resourceOf } from '@coffee/api-kernel/engine/resource';
import { pageTable } from '@coffee/api-kernel/db/page-tables';

type PageOptions = Parameters<typeof resourceOf>[1];

/**
 * A page served by the engine (docs/adding-a-page.md, step 3): its descriptor (entity, rights, calls, storage) and
 * the page's hooks.
 */
export const page = (descriptor: EntityPageDescriptor, options: PageOptions = {}): Resource => {
  const layout = pageTable(descriptor);
  return resourceOf(descriptor, {
    ...(layout.subLists ? { subLists: layout.subLists } : {}),
    ...(layout.references ? { references: layout.references } : {}),
    ...options,
  });
};

/**
 * The entity pages no resource lists, which the engine serves as they are (docs/adding-a-page.md): those with calls
 * of their own that no listed page answers already and no hand-written route serves.
 */
export function plainPages(pages: Readonly<Record<string, PageDescriptor>>, listed: readonly Resource[]): Resource[] {
  const served = new Set(listed.flatMap((resource) => [resource.entity.name, resource.paths.list]));
  return Object.values(pages)
    .filter((descriptor): descriptor is EntityPageDescriptor => Boolean(descriptor.entity?.api?.list && descriptor.api))
    .filter((descriptor) => !descriptor.aliasOf && descriptor.servedBy !== 'routes')
    .filter((descriptor) => !served.has(descriptor.key) && !served.has(descriptor.api.list))
    .map((descriptor) => page(descriptor));
}

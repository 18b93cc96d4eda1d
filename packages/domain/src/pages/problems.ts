import type { EntityDef } from '../model/fields';
import { resolvePage } from '@coffee/domain/navigation';
import type { MenuNode } from '@coffee/domain/navigation';
import type { PageDescriptor } from './descriptor';
import { menuSegments } from './descriptor';

/** Calls an entity declares itself (derived ones such as a missing list's `/list` name nothing). */
const declaredCalls = (page: PageDescriptor): string[] =>
  (['list', 'detail', 'save'] as const).flatMap((call) => (page.entity?.api?.[call] ? [page.api?.[call] ?? ''] : []));

/** Two pages may share calls only when one shows the other's records (a view, a second route). */
const related = (a: PageDescriptor, b: PageDescriptor) =>
  a.key === b.key || a.entity?.viewOf === b.key || b.entity?.viewOf === a.key;

const rightsOf = (page: PageDescriptor, tree: readonly MenuNode[]) => {
  const resolved = resolvePage(menuSegments(page), tree);
  return resolved && JSON.stringify({ org: resolved.org, rights: resolved.rights });
};

/**
 * What breaks the one-descriptor-per-page rule, as sentences (none: the catalogue holds): a route that is not a
 * page of the menu tree (its rights would be guessed), a page listed under another name, two pages at one route or
 * on one call, a second route whose rights differ from its page's, an entity without a page.
 */
export function descriptorProblems(
  pages: Readonly<Record<string, PageDescriptor>>,
  entities: Readonly<Record<string, EntityDef>>,
  tree: readonly MenuNode[],
): string[] {
  const problems: string[] = [];
  const list = Object.entries(pages);
  const byRoute = new Map<string, string>();
  const byCall = new Map<string, [string, PageDescriptor]>();
  for (const [name, page] of list) {
    const segments = menuSegments(page);
    if (resolvePage(segments, tree)?.chain.length !== segments.length) {
      problems.push(`${name}: route ${page.route} is not a page of the menu tree`);
    }
    if (page.aliasOf ? page.aliasOf !== page.key || pages[page.key] === undefined : name !== page.key) {
      problems.push(`${name}: listed under another name than its key ${page.key}`);
    }
    if (page.aliasOf && rightsOf(page, tree) !== rightsOf(pages[page.aliasOf] ?? page, tree)) {
      problems.push(`${name}: rights at ${page.route} differ from those of ${page.aliasOf}`);
    }
    const sameRoute = byRoute.get(page.route);
    if (sameRoute) problems.push(`${name} and ${sameRoute} share the route ${page.route}`);
    byRoute.set(page.route, name);
    for (const call of page.aliasOf ? [] : declaredCalls(page)) {
      const [other, otherPage] = byCall.get(call) ?? [];
      if (other && otherPage && !related(page, otherPage)) problems.push(`${name} and ${other} share the call ${call}`);
      byCall.set(call, [name, page]);
    }
    if (page.entity && entities[page.key] !== page.entity) {
      problems.push(`${name}: its entity is not the domain's ${page.key}`);
    }
  }
  const described = new Set(list.filter(([, page]) => page.entity).map(([, page]) => page.key));
  for (const key of Object.keys(entities)) if (!described.has(key)) problems.push(`${key}: an entity without a page`);
  return problems;
}

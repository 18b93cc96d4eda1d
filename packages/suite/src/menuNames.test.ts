import type { MenuNode } from '@coffee/domain/navigation';
import { MENU_TREE, PAGES } from './index';

/** Every menu entry with its route (its ids from the root, joined as the pages' routes are). */
const entries = (nodes: readonly MenuNode[], parent = ''): Array<{ route: string; node: MenuNode }> =>
  nodes.flatMap((node) => {
    const route = parent ? `${parent}/${node.id}` : node.id;
    return [{ route, node }, ...entries(node.children ?? [], route)];
  });

/** A label's words, lower case, a plural's "s" dropped ("Green beans" and "Green bean catalogue" share "bean"). */
const words = (label: string) =>
  label
    .toLowerCase()
    .split(/[\s·,]+/)
    .filter(Boolean)
    .map((word) => word.replace(/(?<=[a-z]{3})(e?s)$/, ''));

describe('menu names', () => {
  it.each(['kr', 'en'] as const)(
    'name a page in %s with words of its heading (shorter in its menu group, never other words)',
    (locale) => {
      const titleAt = new Map(
        Object.values(PAGES).flatMap((page) => (page.title ? [[page.route.replace(/\/\*$/, ''), page.title]] : [])),
      );
      const differing = entries(MENU_TREE).flatMap(({ route, node }) => {
        const title = titleAt.get(route);
        const heading = new Set(words(title?.[locale] ?? ''));
        return title && !words(node.label[locale]).every((word) => heading.has(word))
          ? [`${route}: menu "${node.label[locale]}", heading "${title[locale]}"`]
          : [];
      });
      expect(differing).toEqual([]);
    },
  );
});

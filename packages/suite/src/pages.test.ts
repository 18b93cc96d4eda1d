import type { MenuNode } from '@coffee/domain/navigation';
import {
  aliasOf,
  crudPaths,
  descriptorProblems,
  entity,
  entityPageOf,
  pageApi,
  pageTitles,
  savedRecordAt,
  screenPageOf,
  seqKey,
} from '@coffee/domain/pages';
import { MENU_TREE, PAGES, entities, pageLabels } from './index';

const PAGE_KEYS = Object.keys(entities);

const bean = entity({
  name: 'Bean',
  keys: ['bean_seq'],
  scope: 'none',
  fields: [seqKey('bean_seq')],
  api: crudPaths('/api/test/bean'),
});
const pot = entity({
  name: 'Pot',
  keys: ['pot_seq'],
  scope: 'none',
  fields: [seqKey('pot_seq')],
  api: crudPaths('/api/test/pot'),
});
const tree: MenuNode[] = [
  {
    id: 'test',
    label: { kr: '시험', en: 'Test' },
    rights: { crud: ['ADMIN'] },
    children: [
      { id: 'bean', label: { kr: '원두', en: 'Beans' } },
      { id: 'pot', label: { kr: '포트', en: 'Pots' } },
      { id: 'open', label: { kr: '공개', en: 'Open' }, rights: { crud: ['GUEST'] } },
    ],
  },
];
const known = { Bean: bean, Pot: pot };
const problems = (pages: Parameters<typeof descriptorProblems>[0]) => descriptorProblems(pages, known, tree);

describe('page descriptors', () => {
  it('title every page key in both locales', () => {
    expect(PAGE_KEYS.filter((key) => !pageLabels.kr[key] || !pageLabels.en[key])).toEqual([]);
  });

  it('carry every page of the suite: each entity has a page at a menu route, no two collide', () => {
    expect(descriptorProblems(PAGES, entities, MENU_TREE)).toEqual([]);
  });

  it('refuse a route that is not a page of the menu tree', () => {
    expect(problems({ Bean: entityPageOf(bean, 'test/beans'), Pot: entityPageOf(pot, 'test/pot') })).toEqual([
      'Bean: route test/beans is not a page of the menu tree',
    ]);
  });

  it('refuse two pages at one route and two pages on one call', () => {
    const sameCalls = { ...pot, api: bean.api };
    expect(problems({ Bean: entityPageOf(bean, 'test/bean'), Pot: entityPageOf(pot, 'test/bean') })).toEqual([
      'Pot and Bean share the route test/bean',
    ]);
    expect(problems({ Bean: entityPageOf(bean, 'test/bean'), Pot: entityPageOf(sameCalls, 'test/pot') })).toEqual(
      expect.arrayContaining(['Pot and Bean share the call /api/test/bean/list']),
    );
  });

  it('let a view share the calls of the page it shows', () => {
    const view = { ...pot, viewOf: 'Bean', api: bean.api };
    const pages = { Bean: entityPageOf(bean, 'test/bean'), Pot: entityPageOf(view, 'test/pot') };
    expect(descriptorProblems(pages, { Bean: bean, Pot: view }, tree)).toEqual([]);
  });

  it('refuse a second route whose rights differ from its page', () => {
    const page = entityPageOf(bean, 'test/bean');
    expect(problems({ Bean: page, BeanPot: aliasOf(page, 'test/pot'), Pot: entityPageOf(pot, 'test/pot2') })).toEqual(
      expect.arrayContaining(['Pot: route test/pot2 is not a page of the menu tree']),
    );
    expect(problems({ Bean: page, BeanOpen: aliasOf(page, 'test/open'), Pot: entityPageOf(pot, 'test/pot') })).toEqual([
      'BeanOpen: rights at test/open differ from those of Bean',
    ]);
  });

  it('refuse an entity without a page and a page under another name', () => {
    expect(problems({ Bean: entityPageOf(bean, 'test/bean') })).toEqual(['Pot: an entity without a page']);
    expect(problems({ Beans: entityPageOf(bean, 'test/bean'), Pot: entityPageOf(pot, 'test/pot') })).toEqual([
      'Beans: listed under another name than its key Bean',
    ]);
    expect(
      problems({
        Bean: entityPageOf(bean, 'test/bean'),
        Pot: entityPageOf(pot, 'test/pot'),
        Open: screenPageOf('Open', 'test/open'),
      }),
    ).toEqual([]);
  });

  it('derive the calls once: list, detail without its slash, save, delete and the lookup', () => {
    expect(pageApi({ ...bean, api: crudPaths('/api/test/bean', { code: '/api/test/bean/code' }) })).toEqual({
      list: '/api/test/bean/list',
      detail: '/api/test/bean/detail',
      save: '/api/test/bean/edit',
      remove: '/api/test/bean/delete',
      code: '/api/test/bean/code',
    });
    expect(pageApi({ ...bean, api: { list: '/api/v/list', detail: '/api/v/', save: '/api/v/save' } })).toEqual({
      list: '/api/v/list',
      detail: '/api/v',
      save: '/api/v/save',
      remove: '/api/v/delete',
    });
  });

  it('title every page key once per locale, a second route under its page', () => {
    const titles = pageTitles(PAGES);
    expect(titles.en.UserEquip).toBe('My equipment');
    expect(titles.kr.RoasterGreenbeanDefault).toBe('보유 생두');
    expect(Object.keys(titles.en)).not.toContain('UserEquipInfo');
    expect(Object.keys(entities).filter((key) => !titles.kr[key] || !titles.en[key])).toEqual([]);
  });

  it("find the page and id a saved record's address opens, never a list, New or a page's own sub-route", () => {
    const pages = {
      Bean: entityPageOf(bean, 'test/bean'),
      Pot: entityPageOf(pot, 'test/bean/pot'),
      Open: screenPageOf('Open', 'test/open'),
    };
    const at = (path: string) => savedRecordAt(path.split('/'), pages);
    expect(at('test/bean/7')).toEqual({ page: pages.Bean, id: '7' });
    expect(at('test/bean/2026%2F1')?.id).toBe('2026/1');
    // The longest route wins: `pot` is a page of its own, not a record of beans.
    expect(at('test/bean/pot')).toBeUndefined();
    expect(at('test/bean/pot/3')).toEqual({ page: pages.Pot, id: '3' });
    expect(at('test/bean')).toBeUndefined();
    expect(at('test/bean/write')).toBeUndefined();
    expect(at('test/bean/7/more')).toBeUndefined();
    expect(at('test/open/7')).toBeUndefined();
    expect(at('test/bean/%E0%A4%A')).toBeUndefined();
    expect(savedRecordAt(['roaster', 'roasting', 'result', '2026_1'], PAGES)?.page).toBe(PAGES.RoastingResult);
  });
});

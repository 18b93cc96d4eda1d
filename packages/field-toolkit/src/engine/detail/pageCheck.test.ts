import { crudPaths, entity, listDef, ref, seqKey, subList, text, whenFlag } from '@coffee/domain';
import { entities } from '@coffee/suite';
import { pageConfigProblems } from './pageCheck';

const bean = entity({
  name: 'CheckBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/bean'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name'),
    ref('bean_region', { url: '/api/code/region', dependsOn: { country: 'bean_contry' } }),
    subList('row_list', {
      uniqueBy: 'row_nam',
      fields: [text('row_name', { showWhen: whenFlag('row_use') })],
    }),
  ],
  list: listDef(['bean_name', 'bean_nmae'], { search: ['bean_use'] }),
});

describe('page config check', () => {
  it('names every section field (and field of a group filled in turn), column, filter, dependency and reference the entity does not define', () => {
    const problems = pageConfigProblems({
      key: 'CheckBean',
      entity: bean,
      listPath: '/beans',
      detail: {
        sections: [
          {
            title: 'main',
            fields: ['bean_name', 'bean_nmae'],
            showWhen: whenFlag('bean_flag'),
            inTurn: [['bean_name'], ['bean_region']],
          },
        ],
        dependencies: [{ field: 'bean_region', requires: ['bean_country'] }],
        optionCopies: [{ field: 'bean_region', copy: { shop: 'bean_shop' } }],
        fieldActions: { bean_start: { actions: [{ kind: 'now' }] } },
      },
    });
    expect(problems).toEqual([
      'section main: bean_nmae',
      'section main condition: bean_flag',
      'section main group filled in turn: bean_region',
      'list column: bean_nmae',
      'list filter: bean_use',
      'dependency: bean_country',
      'option copy: bean_shop',
      'field action: bean_start',
      'field reference: bean_contry',
      'row field reference of row_list: row_use',
      'sub-list rule of row_list: row_nam',
    ]);
  });

  it.each(Object.entries(entities))('finds every name %s refers to', (key, definition) => {
    expect(pageConfigProblems({ key, entity: definition, listPath: '/' })).toEqual([]);
  });
});

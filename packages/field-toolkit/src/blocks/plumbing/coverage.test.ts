import { code, crudPaths, entity, entityPageOf, seqKey, text, withDirect } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { sectionCoverage } from './coverage';

const bean = entity({
  name: 'TestBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/bean'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name'),
    text('bean_desc'),
    ...withDirect(code('bean_process', 'PRCS'), { minBytes: 3, maxBytes: 300 }),
  ],
});
const pageWith = (...sections: string[][]) =>
  definePage(entityPageOf(bean, 'test/beans'), {
    detail: { sections: sections.map((fields) => ({ fields })) },
  });

describe('section coverage', () => {
  it('finds nothing wrong when every drawn field is shown once', () => {
    expect(sectionCoverage(pageWith(['bean_name', 'bean_process'], ['bean_desc']))).toEqual({
      missing: [],
      repeated: [],
      unknown: [],
    });
  });

  it('reports a field no section shows and a field shown twice', () => {
    expect(sectionCoverage(pageWith(['bean_name', 'bean_process'], ['bean_name']))).toEqual({
      missing: ['bean_desc'],
      repeated: ['bean_name'],
      unknown: [],
    });
  });

  it('reports a companion shown apart from its select, a serial key and a name the entity lacks', () => {
    const coverage = sectionCoverage(
      pageWith(['bean_name', 'bean_process', 'bean_desc', 'bean_process_etc', 'bean_seq', 'bean_nick']),
    );
    expect(coverage.unknown).toEqual(['bean_process_etc', 'bean_seq', 'bean_nick']);
  });
});

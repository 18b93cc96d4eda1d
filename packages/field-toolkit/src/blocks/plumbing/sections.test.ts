import { auditFields, code, crudPaths, entity, seqKey, text, withDirect } from '@coffee/domain';
import { drawnFields, namesOf, standardSections } from './sections';

const farm = entity({
  name: 'TestFarm',
  keys: ['farm_seq'],
  scope: 'none',
  api: crudPaths('/api/test/farm'),
  fields: [
    seqKey('farm_seq'),
    text('farm_name'),
    ...withDirect(code('farm_region', 'CNTR'), { minBytes: 3, maxBytes: 300 }),
    text('farm_desc'),
    ...auditFields(),
  ],
});

describe('standard sections', () => {
  it('puts the main fields first, every other drawn field next and the registration info last', () => {
    const [basic, detail, audit] = standardSections(farm, ['farm_name']);
    expect(basic).toEqual({ title: 'blocks.sections.basic', fields: ['farm_name'] });
    expect(detail).toEqual({ title: 'blocks.sections.detail', fields: ['farm_region', 'farm_desc'] });
    expect(audit?.title).toBe('blocks.sections.audit');
    expect(audit?.fields).toContain('rgst_at');
  });

  it('draws companions with their select and generated serial keys nowhere', () => {
    expect(drawnFields(farm)).not.toContain('farm_region_etc');
    expect(drawnFields(farm)).not.toContain('farm_seq');
  });

  it('leaves out a section with nothing in it', () => {
    const all = drawnFields(farm).filter((name) => !name.startsWith('rgst_') && !name.startsWith('edit_'));
    expect(standardSections(farm, all).map((section) => section.title)).toEqual([
      'blocks.sections.basic',
      'blocks.sections.audit',
    ]);
  });

  it('names the locale name pair, with the nick pair unless left out', () => {
    expect(namesOf('farm')).toEqual(['farm_name_kr', 'farm_name', 'farm_nick_kr', 'farm_nick']);
    expect(namesOf('cafe', false)).toEqual(['cafe_name_kr', 'cafe_name']);
  });
});

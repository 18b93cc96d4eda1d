import { brewingEntities, canEditMainFlag } from '@coffee/domain/pages';
import { qualityEntities } from './index';

const QC_NOTES = [...Object.values(qualityEntities), brewingEntities.QCBrewingResult];

describe('QC note main flag', () => {
  it.each(QC_NOTES.map((entity) => [entity.name, entity] as const))(
    '%s keeps the main flag for OWN and SMNG and lists it',
    (_name, entity) => {
      const main = entity.fields.find((field) => field.name === 'cupnote_main');
      expect(main?.editableByRoles).toEqual(['OWN', 'SMNG']);
      expect(entity.list?.columns).toContain('cupnote_main');
    },
  );

  it('lets only owners and senior managers change it, roaster or cafe', () => {
    expect(['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER', 'BARISTA', null].map(canEditMainFlag)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('QC note lists', () => {
  it.each(QC_NOTES.map((entity) => [entity.name, entity] as const))(
    '%s shows, sorts and filters by score',
    (_name, entity) => {
      expect(entity.list?.columns).toEqual(expect.arrayContaining(['cupnote_satis', 'cupnote_sca_final']));
      expect(entity.list?.sort).toEqual(expect.arrayContaining(['cupnote_satis', 'cupnote_sca_final']));
      expect(entity.list?.search).toContain('cupnote_satis');
    },
  );
});

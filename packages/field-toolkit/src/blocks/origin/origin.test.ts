import { cafeEntities, referenceEntities, roasterEntities } from '@coffee/suite';
import { origin, originFieldNames, originSection, singleCountryDerive } from './origin';
import { contextOf } from '../../testing';

describe('origin section', () => {
  it('shows a green bean’s country, region, farm, variety, process and grades in that order', () => {
    expect(originSection(referenceEntities.SettingGreenbeanDefault, 'greenbean')).toEqual({
      title: 'blocks.sections.origin',
      fields: [
        'greenbean_country_code',
        'greenbean_region_seq',
        'greenbean_farm_seq',
        'greenbean_variety_list',
        'greenbean_process',
        'greenbean_grade',
        'greenbean_grade_detail',
      ],
    });
  });

  it('draws the free-text companions with their select, never on their own', () => {
    const names = originFieldNames(cafeEntities.CoffeebeanDefault, 'coffeebean');
    expect(names).toContain('coffeebean_region_seq');
    expect(names.filter((name) => name.endsWith('_etc'))).toEqual([]);
  });

  it('keeps a companion to 3-300 bytes', () => {
    const field = (name: string) => cafeEntities.CoffeebeanDefault.fields.find((def) => def.name === name);
    for (const part of ['region', 'farm', 'variety', 'process'])
      expect(field(`coffeebean_${part}_etc`)).toMatchObject({ minBytes: 3, maxBytes: 300 });
  });

  it('shows a cafe bean’s country list with the country code and the lists of process and grades', () => {
    expect(originFieldNames(cafeEntities.CoffeebeanDefault, 'coffeebean')).toEqual([
      'coffeebean_country_list',
      'coffeebean_country_code',
      'coffeebean_region_seq',
      'coffeebean_farm_seq',
      'coffeebean_variety_list',
      'coffeebean_process_list',
      'coffeebean_grade_list',
      'coffeebean_grade_detail_list',
    ]);
  });

  it('takes a title of the page’s own', () => {
    expect(originSection(referenceEntities.SettingGreenbeanDefault, 'greenbean', 'area.sections.origin').title).toBe(
      'area.sections.origin',
    );
  });
});

describe('single country rule', () => {
  const derive = singleCountryDerive('coffeebean');

  it('makes a single chosen country the country code', () => {
    expect(derive('coffeebean_country_list', contextOf({ coffeebean_country_list: ['ETH'] }))).toEqual({
      coffeebean_country_code: 'ETH',
    });
  });

  it('clears the country code when several countries or none are chosen', () => {
    expect(derive('coffeebean_country_list', contextOf({ coffeebean_country_list: ['ETH', 'KEN'] }))).toEqual({
      coffeebean_country_code: null,
    });
    expect(derive('coffeebean_country_list', contextOf({ coffeebean_country_list: null }))).toEqual({
      coffeebean_country_code: null,
    });
  });

  it('counts a country chosen twice once', () => {
    expect(derive('coffeebean_country_list', contextOf({ coffeebean_country_list: ['ETH', 'ETH'] }))).toEqual({
      coffeebean_country_code: 'ETH',
    });
  });

  it('ignores changes of other fields', () => {
    expect(derive('coffeebean_variety_list', contextOf({ coffeebean_country_list: ['ETH'] }))).toBeUndefined();
  });

  it('applies only where a country list stands beside a country code', () => {
    expect(origin(cafeEntities.CoffeebeanDefault, 'coffeebean').derive).toBeDefined();
    expect(origin(referenceEntities.SettingGreenbeanDefault, 'greenbean').derive).toBeUndefined();
    // Derived from rows: no country code, nothing to choose.
    expect(origin(roasterEntities.BlendingResult!, 'blending').derive).toBeUndefined();
  });
});

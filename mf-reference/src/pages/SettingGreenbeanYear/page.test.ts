import { followUps } from '@coffee/field-toolkit/engine/detail';
import { contextOf } from '@coffee/field-toolkit/testing';
import { GREENBEAN_COPY_FIELDS } from '@coffee/domain';
import { page } from './page';

describe('SettingGreenbeanYear', () => {
  it('starts a new lot in the current year', () => {
    expect(page.detail?.defaults?.(contextOf({}, { locale: 'kr' }))).toEqual({
      greenbean_year: new Date().getFullYear(),
    });
  });

  it('takes the catalogue entry’s names, seller, origin and ranges over only when the user picks one', () => {
    const [catalogue] = page.detail?.optionCopies ?? [];
    expect(catalogue).toMatchObject({ field: 'greenbean_default_seq', when: 'choice' });
    expect(Object.keys(catalogue?.copy ?? {})).toEqual([...GREENBEAN_COPY_FIELDS]);
  });

  it('keeps a copied region although the country changed in the same step', () => {
    const values = { greenbean_country_code: 'ETH', greenbean_region_seq: 3, greenbean_farm_seq: 8 };
    expect(
      followUps(page, ['greenbean_country_code', 'greenbean_region_seq', 'greenbean_farm_seq'], contextOf(values)),
    ).toEqual({});
    expect(followUps(page, ['greenbean_country_code'], contextOf(values))).toEqual({
      greenbean_region_seq: null,
      greenbean_farm_seq: null,
    });
  });
});

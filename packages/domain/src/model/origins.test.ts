import { originSummary } from './origins';

const bean = (values: Record<string, unknown>) => ({
  greenbean_country_code: 'ETH',
  greenbean_variety_list: ['HEIRLOOM'],
  greenbean_process: 'WASHED',
  greenbean_grade: 'G1',
  ...values,
});

describe('originSummary', () => {
  it('names the country, region and farm when every bean shares one country and one value', () => {
    const summary = originSummary([
      bean({ greenbean_region_seq: '3', greenbean_farm_seq: '9' }),
      bean({ greenbean_region_seq: '3', greenbean_farm_seq: '9' }),
    ]);
    expect(summary).toMatchObject({ country_list: ['ETH'], country_code: 'ETH', region_seq: '3', farm_seq: '9' });
  });

  it('drops region and farm when the beans come from two countries or two regions', () => {
    const twoCountries = originSummary([bean({ greenbean_region_seq: '3' }), bean({ greenbean_country_code: 'KEN' })]);
    expect(twoCountries).toMatchObject({ country_list: ['ETH', 'KEN'], country_code: null, region_seq: null });
    const twoRegions = originSummary([bean({ greenbean_region_seq: '3' }), bean({ greenbean_region_seq: '4' })]);
    expect(twoRegions).toMatchObject({ country_code: 'ETH', region_seq: null });
  });

  it('lists each value once in the beans order and joins the free texts', () => {
    const summary = originSummary([
      bean({ greenbean_variety_list: ['GESHA', 'SL28'], greenbean_process_etc: 'anaerobic' }),
      bean({ greenbean_variety_list: ['SL28'], greenbean_process: 'NATURAL', greenbean_process_etc: 'dried slowly' }),
      bean({ greenbean_variety_list: null, greenbean_process_etc: '' }),
    ]);
    expect(summary).toMatchObject({
      variety_list: ['GESHA', 'SL28'],
      process_list: ['WASHED', 'NATURAL'],
      process_etc: 'anaerobic, dried slowly',
      variety_etc: null,
    });
  });
});

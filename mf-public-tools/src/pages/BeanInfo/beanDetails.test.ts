import i18next from 'i18next';
import { allFields } from '@coffee/domain';
import { publicEntities } from '../../../model';
import { batchFacts, greenbeanFacts, originCountries, originFacts } from './beanDetails';
import { createBeanFormat } from './beanFormat';
import { beanStrings } from './strings';

const t = i18next.createInstance();
void t.init({ lng: 'en', initAsync: false, resources: { en: { translation: { bean: beanStrings.en } } } });
const tBean = t.getFixedT('en', 'translation', 'bean');
const labels = new Map([
  [
    'CNTR',
    new Map([
      ['ETH', 'Ethiopia'],
      ['COL', 'Colombia'],
    ]),
  ],
  ['PRCS', new Map([['WASHED', 'Washed']])],
]);
const format = createBeanFormat(allFields(publicEntities.BeanDetail), 'en', labels);
const value = (facts: Array<{ key: string; value: string | null }>, key: string) =>
  facts.find((fact) => fact.key === key)?.value;

describe('bean details', () => {
  it('shows a single country by its code and lists de-duplicated', () => {
    expect(originCountries({ blending_country_code: 'ETH', blending_country_list: ['ETH', 'COL'] })).toEqual(['ETH']);
    expect(originCountries({ blending_country_list: ['ETH', 'COL', 'ETH'] })).toEqual(['ETH', 'COL']);
    const origin = originFacts(
      {
        blending_country_list: ['ETH', 'COL'],
        blending_process_list: ['WASHED', 'WASHED'],
        blending_process_etc: 'Honey',
      },
      format,
      tBean,
    );
    expect(value(origin, 'country')).toBe('Ethiopia, Colombia');
    expect(value(origin, 'process')).toBe('Washed, Honey');
  });

  it('displays stored numbers by their scale with units', () => {
    const batch = batchFacts({ blending_total_mass: 10000, blending_loss: 157 }, format, tBean);
    expect(value(batch, 'totalMass')).toBe('1,000 g');
    expect(value(batch, 'loss')).toBe('15.7%');
    const bean = greenbeanFacts(
      {
        greenbean_altitude_min: 1900,
        greenbean_altitude_max: 2200,
        greenbean_moisture_min: 100,
        greenbean_harvest_min: 11,
        greenbean_harvest_max: 1,
      },
      format,
      tBean,
    );
    expect(value(bean, 'altitude')).toBe('1,900–2,200 m');
    expect(value(bean, 'moisture')).toBe('10%');
    expect(value(bean, 'harvest')).toBe('Nov–Jan');
  });
});

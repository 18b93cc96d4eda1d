import { duration, number } from '@coffee/domain';
import { cellText } from './cellText';
import { displayValue } from './useListController';
import { PAGES } from '@coffee/suite';

const yesNo = ['yes', 'no'] as const;

describe('list cells (behaviour §09-1.2)', () => {
  it('show a mass with its unit, as the detail does', () => {
    expect(cellText(number('greenbean_instock', { scale: 10 }), 967350, false, 'en', yesNo)).toBe('96.74 kg');
    expect(cellText(number('greenbean_instock', { scale: 10 }), 8500, false, 'en', yesNo)).toBe('850 g');
    expect(cellText(number('roasting_loss', { scale: 10 }), 125, false, 'kr', yesNo)).toBe('12.5 %');
  });

  it('show a duration as mm:ss, the same form the detail uses', () => {
    expect(cellText(duration('brewing_term'), 28, false, 'en', yesNo)).toBe('00:28');
  });
});

describe('displayValue (behaviour §09-2.1)', () => {
  it('shows the name the server gives a reference column, never its id', () => {
    const row = { farm_region_seq: 50, farm_region_seq__label: 'Yirgacheffe' };
    expect(displayValue(PAGES.SettingFarm.entity, 'en', undefined, row, 'farm_region_seq')).toBe('Yirgacheffe');
  });
});

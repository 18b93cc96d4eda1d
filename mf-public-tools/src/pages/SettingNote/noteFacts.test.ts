import { createBeanFormat } from '../BeanInfo/beanFormat';
import { SETTING_NOTE_FIELDS } from '../../../model';
import { noteFacts, shotTime } from './noteFacts';

describe('shotTime', () => {
  it('shows seconds as m:ss', () => {
    expect(shotTime(28)).toBe('0:28');
    expect(shotTime(185)).toBe('3:05');
    expect(shotTime(null)).toBeNull();
    expect(shotTime(-1)).toBeNull();
  });
});

describe('noteFacts', () => {
  it('shows a dial-in in display units: grind / 100, grams, °C, the extraction by its code name', () => {
    const format = createBeanFormat(SETTING_NOTE_FIELDS, 'en', new Map([['EXTR', new Map([['ESP', 'Espresso']])]]));
    const facts = noteFacts(
      {
        brewing_type: 'ESP',
        brewing_grinder_point: 270,
        brewing_bean_mass: 180,
        brewing_result_total: 360,
        brewing_term: 28,
        brewing_temp: 935,
        brewing_date_term: 6,
      },
      format,
      (field) => field,
    );
    expect(Object.fromEntries(facts.map((fact) => [fact.key, fact.value]))).toEqual({
      type: 'Espresso',
      grind: '2.7',
      dose: '18 g',
      yield: '36 g',
      time: '0:28',
      temp: '93.5 °C',
      age: '6',
    });
  });

  it("names the bean's countries by the country codes, not by their ids", () => {
    const format = createBeanFormat(SETTING_NOTE_FIELDS, 'en', new Map([['CNTR', new Map([['ETH', 'Ethiopia']])]]));
    expect(format.codes('coffeebean_country_list', ['ETH', 'ETH'])).toBe('Ethiopia');
  });
});

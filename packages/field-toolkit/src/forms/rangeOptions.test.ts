import { monthOfYear, number, year } from '@coffee/domain';
import { rangeOptions } from './rangeOptions';

const today = new Date('2026-11-22T12:00:00Z');
const values = (def: Parameters<typeof rangeOptions>[0], value: unknown = null) =>
  rangeOptions(def, value, today).map((option) => option.value);

describe('generated select options', () => {
  it('offers a year select without a lookup the next year and the last ten, newest first', () => {
    const years = values(year('roasting_result_year', { input: 'select' }));
    expect(years).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  });

  it('keeps a loaded year that lies outside the range', () => {
    expect(values(year('roasting_result_year', { input: 'select' }), 2009).at(-1)).toBe(2009);
  });

  it('offers every month of the year', () => {
    expect(values(monthOfYear('harvest_month'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('offers nothing for a wide number range', () => {
    expect(values(number('altitude', { min: 0, max: 9000 }))).toEqual([]);
  });
});

import {
  addDays,
  celsiusToFahrenheit,
  convertMass,
  daysBetween,
  fahrenheitToCelsius,
  floorTo,
  fromStored,
  lossRate,
  organicLossRate,
  percentShares,
  toStored,
} from './calc';

describe('derived calculations', () => {
  it('store displayed numbers as scaled integers and back', () => {
    expect(toStored(12.34, 100)).toBe(1234);
    expect(toStored('11.5', 10)).toBe(115);
    expect(toStored('', 10)).toBeNull();
    expect(toStored('abc', 10)).toBeNull();
    expect(fromStored(1234, 100)).toBe(12.34);
    expect(fromStored(115, 10)).toBe(11.5);
    expect(fromStored(null, 10)).toBeNull();
  });

  it('compute the loss rate as (1 - after/before) * 100', () => {
    expect(lossRate(850, 1000)).toBeCloseTo(15);
    expect(lossRate(1, 0)).toBeNull();
  });

  it('compute the organic loss on dry matter with two decimals', () => {
    // 1000 g at 11 % moisture -> 890 g dry; 850 g at 2 % -> 833 g dry; (1 - 833/890) * 100 = 6.40
    expect(organicLossRate(1000, 11, 850, 2)).toBe(6.4);
  });

  it('round percent shares to 0.1', () => {
    expect(percentShares([1, 1, 1])).toEqual([33.3, 33.3, 33.3]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });

  it('round remaining mass down to one decimal', () => {
    expect(floorTo(12.39, 1)).toBe(12.3);
  });

  it('convert temperatures and masses', () => {
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(convertMass(1, 'Kg', 'g')).toBe(1000);
    expect(convertMass(1, 'lb', 'oz')).toBeCloseTo(16);
    expect(convertMass(2_000_000, 'g', 't')).toBe(2);
  });

  it('count days between dates and add days', () => {
    expect(daysBetween('2024-02-27', '2024-03-02')).toBe(4);
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
  });
});

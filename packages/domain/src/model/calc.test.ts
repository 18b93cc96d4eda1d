import { addDays, daysBetween } from '../kernel/days';
import {
  celsiusToFahrenheit,
  convertMass,
  dayTerm,
  defaultMoisture,
  fahrenheitToCelsius,
  floorTo,
  fromStored,
  lossRate,
  organicLossRate,
  isSingleOrigin,
  percentShares,
  storedLossRate,
  storedOrganicLoss,
  storedShares,
  toStored,
  totalMass,
  weightedMean,
  durationText,
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

  describe('in stored units (masses in 0.1 g, percentages x10)', () => {
    it('total the masses of a combination, missing masses counting as nothing', () => {
      expect(totalMass([6000, 4000, null])).toBe(10_000);
      expect(totalMass([])).toBe(0);
    });

    it('store shares as percent x10, rounded to 0.1 %, and none without a total', () => {
      expect(storedShares([6000, 4000])).toEqual([600, 400]);
      expect(storedShares([1, 1, 1])).toEqual([333, 333, 333]);
      expect(storedShares([2, 1])).toEqual([667, 333]);
      expect(storedShares([0, null])).toEqual([null, null]);
    });

    it('store the roasting loss (1 - roasted/green) as percent x10', () => {
      expect(storedLossRate(10_000, 8500)).toBe(150);
      expect(storedLossRate(3000, 2563)).toBe(146);
      expect(storedLossRate(0, 8500)).toBeNull();
      expect(storedLossRate(10_000, null)).toBeNull();
    });

    it('store the organic loss from masses and moistures x10', () => {
      // 1000 g at 11.0 % -> 890 g dry; 850 g at 2.0 % -> 833 g dry; 6.40 % -> 64
      expect(storedOrganicLoss(10_000, 8500, 110, 20)).toBe(64);
      expect(storedOrganicLoss(10_000, 8500, null, 20)).toBeNull();
      expect(storedOrganicLoss(null, 8500, 110, 20)).toBeNull();
    });

    it('weigh a value by mass and leave out rows without one', () => {
      expect(
        weightedMean([
          { mass: 6000, value: 110 },
          { mass: 4000, value: 100 },
          { mass: 5000, value: null },
        ]),
      ).toBe(106);
      expect(weightedMean([{ mass: 0, value: 110 }])).toBeNull();
    });

    it('call a combination single origin only when it has exactly one green bean', () => {
      expect(isSingleOrigin([7, 7])).toBe(true);
      expect(isSingleOrigin([7, 8])).toBe(false);
      expect(isSingleOrigin([])).toBe(false);
    });

    it("default a lot's moisture to the mean of its bean's min and max", () => {
      expect(defaultMoisture(100, 125)).toBe(113);
      expect(defaultMoisture(100, null)).toBeNull();
    });

    it('count the day term from the batch date to the note date', () => {
      expect(dayTerm('2025-04-20', '2025-04-14')).toBe(6);
      expect(dayTerm('2025-04-20', null)).toBeNull();
    });

    it('count whole days from the roast to the brew, whatever the time of day', () => {
      expect(dayTerm('2026-11-24', '2026-11-18')).toBe(6);
      expect(dayTerm('2026-11-19', '2026-11-18T23:00:00.000Z')).toBe(1);
      expect(dayTerm('2026-03-01', '2026-02-27')).toBe(2);
      expect(dayTerm('2026-11-20', new Date('2026-11-18T10:00:00Z'))).toBe(2);
    });

    it('count zero on the roast day and nothing without both dates', () => {
      expect(dayTerm('2026-11-24', '2026-11-24')).toBe(0);
      expect(dayTerm('not a date', '2026-11-24')).toBeNull();
      expect(dayTerm(undefined, '2026-11-24')).toBeNull();
      expect(dayTerm('2026-11-24', 20261124)).toBeNull();
    });
  });
});

describe('durationText', () => {
  it('reads whole seconds as m:ss below an hour and h:mm:ss from an hour', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(28.9)).toBe('0:28');
    expect(durationText(605)).toBe('10:05');
    expect(durationText(3725)).toBe('1:02:05');
    expect(durationText(-3)).toBe('0:00');
  });
});

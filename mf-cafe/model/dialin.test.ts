import { brewStockLine, dialInPrefill, isPastFresh } from '@coffee/domain';
import { effectOf, movementsBetween } from '@coffee/domain';
import { dialInEntities } from './dialInEntities';
import { validateRecord } from '@coffee/domain';

describe('dialInPrefill', () => {
  const last = {
    dialin_seq: 9,
    dialin_date: '2026-11-23',
    received_seq: 4,
    brewing_type: 'ESP',
    brewing_grinder_point: 265,
    brewing_bean_mass: 180,
    brewing_term: 29,
    dialin_taste: 'Chocolate',
  };
  const target = { brewing_type: 'ESP', brewing_grinder_point: 270, brewing_bean_mass: 185, brewing_term: 28 };

  it('starts from the last dial-in of the bean, batch included, but not its date, taste or key', () => {
    expect(dialInPrefill(last, target)).toEqual({
      received_seq: 4,
      brewing_type: 'ESP',
      brewing_grinder_point: 265,
      brewing_bean_mass: 180,
      brewing_term: 29,
    });
  });

  it("starts from the bean's target before its first dial-in, naming no batch", () => {
    expect(dialInPrefill(undefined, { ...target, received_seq: 7 })).toEqual(target);
  });

  it('leaves everything unset for a bean with neither', () => {
    expect(dialInPrefill(undefined, undefined)).toEqual({});
  });
});

describe('brew stock movements', () => {
  const key = (line: ReturnType<typeof brewStockLine>) =>
    line ? [{ item: String(line.received), change: line.change }] : [];

  it('takes the dose of a brew from the batch it names', () => {
    expect(brewStockLine({ received_seq: 4, brewing_bean_mass: 180 })).toEqual({ received: 4, change: -180 });
  });

  it('moves nothing without a batch or without a dose', () => {
    expect(brewStockLine({ received_seq: null, brewing_bean_mass: 180 })).toBeUndefined();
    expect(brewStockLine({ received_seq: 4, brewing_bean_mass: null })).toBeUndefined();
    expect(brewStockLine({ received_seq: 4, brewing_bean_mass: 0 })).toBeUndefined();
  });

  it('moves only the difference when the dose changes and gives the dose back when the batch changes', () => {
    const before = effectOf(key(brewStockLine({ received_seq: 4, brewing_bean_mass: 180 })));
    expect(movementsBetween(before, effectOf(key(brewStockLine({ received_seq: 4, brewing_bean_mass: 200 }))))).toEqual(
      [{ item: '4', change: -20 }],
    );
    expect(movementsBetween(before, effectOf(key(brewStockLine({ received_seq: 5, brewing_bean_mass: 180 }))))).toEqual(
      [
        { item: '4', change: 180 },
        { item: '5', change: -180 },
      ],
    );
  });
});

describe('isPastFresh', () => {
  it('warns only past the days the cafe chose, 30 by default', () => {
    expect(isPastFresh(30)).toBe(false);
    expect(isPastFresh(31)).toBe(true);
    expect(isPastFresh(20, 14)).toBe(true);
    expect(isPastFresh(null, 14)).toBe(false);
  });
});

describe('the dial-in entity', () => {
  const entity = dialInEntities.CafeSettingToday;

  it('defaults its extraction to DRP (behaviour §03-9)', () => {
    expect(entity.fields.find((field) => field.name === 'brewing_type')?.defaultValue).toBe('DRP');
  });

  it('names the bean when it is missing and the grind when it is out of range', () => {
    const base = { dialin_date: '2026-11-24', brewing_type: 'DRP' };
    expect(validateRecord(entity, base, { mode: 'write', locale: 'en' })?.field).toBe('coffeebean_seq');
    expect(
      validateRecord(
        entity,
        { ...base, coffeebean_seq: 1, brewing_grinder_point: 101 },
        { mode: 'write', locale: 'en' },
      )?.field,
    ).toBe('brewing_grinder_point');
  });
});

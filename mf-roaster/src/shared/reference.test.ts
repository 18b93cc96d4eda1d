import { isReferenceItself, referenceLabel, toReferenceBatch } from './reference';

const answer = {
  roasting_result_year: 2025,
  roasting_result_seq: 7,
  roasting_result_date: '2025-04-10T00:00:00.000Z',
  roasting_batch_no: 2,
  roasting_start_term: 15,
  roasting_chart_log: JSON.stringify({ '0': { bean: 180.5, air: 220 }, '60000': { bean: 120, air: null } }),
};

describe('reference batch of a recipe', () => {
  it('reads the batch’s curve, its CHARGE in ms and a date + batch number label', () => {
    expect(toReferenceBatch(answer)).toEqual({
      year: 2025,
      seq: 7,
      label: '2025-04-10 #2',
      chargeMs: 15_000,
      samples: [
        { timeMs: 0, bt: 180.5, et: 220 },
        { timeMs: 60_000, bt: 120, et: null },
      ],
    });
  });

  it('has no CHARGE time when the batch has no start term, and no reference without a curve', () => {
    expect(toReferenceBatch({ ...answer, roasting_start_term: null })?.chargeMs).toBeNull();
    expect(toReferenceBatch({ ...answer, roasting_chart_log: '{}' })).toBeNull();
    expect(toReferenceBatch(null)).toBeNull();
    expect(referenceLabel({ roasting_result_date: '2025-04-10' })).toBe('2025-04-10 #-');
  });

  it('knows when the form shows the reference itself', () => {
    const reference = toReferenceBatch(answer)!;
    expect(isReferenceItself(reference, { roasting_result_year: 2025, roasting_result_seq: 7 })).toBe(true);
    expect(isReferenceItself(reference, { roasting_result_year: 2025, roasting_result_seq: 8 })).toBe(false);
    expect(isReferenceItself(reference, {})).toBe(false);
  });
});

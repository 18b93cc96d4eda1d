import { deriveDayTerm } from './dayTerm';

describe('QC brewing result day term', () => {
  it('is the note date minus the batch date in days, recomputed when either date changes', () => {
    const values = { cupnote_date: '2025-05-02', blending_result_date: '2025-04-20' };
    expect(deriveDayTerm('cupnote_date', values)).toEqual({ brewing_date_term: 12 });
    expect(deriveDayTerm('blending_result_date', { ...values, blending_result_date: '2025-05-01' })).toEqual({
      brewing_date_term: 1,
    });
  });

  it('is empty while a date is missing and untouched by other fields', () => {
    expect(deriveDayTerm('cupnote_date', { cupnote_date: '', blending_result_date: '2025-04-20' })).toEqual({
      brewing_date_term: null,
    });
    expect(deriveDayTerm('cupnote_name', { cupnote_date: '2025-05-02' })).toBeUndefined();
  });
});

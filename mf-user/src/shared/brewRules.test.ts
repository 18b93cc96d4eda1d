import { brewResultDerive, conditionsOf, noteDayTerm } from './brewRules';

describe('brew and note rules', () => {
  it('gives the note the days between the roast batch and the note date whenever either changes', () => {
    const values = { cupnote_date: '2026-11-24', blending_result_date: '2026-11-10' };
    expect(noteDayTerm('cupnote_date', values)).toEqual({ brewing_date_term: 14 });
    expect(noteDayTerm('blending_result_date', { ...values, blending_result_date: '2026-11-20' })).toEqual({
      brewing_date_term: 4,
    });
    expect(noteDayTerm('blending_result_date', { ...values, blending_result_date: null })).toEqual({
      brewing_date_term: null,
    });
    expect(noteDayTerm('cupnote_name', values)).toBeUndefined();
  });

  it('takes the indoor reading as the brewing condition, the outdoor one when indoors was not measured', () => {
    expect(conditionsOf({ outside_air: 5, inside_air: 22, outside_hum: 80, inside_hum: '' })).toEqual({
      condition_air: 22,
      condition_hum: 80,
    });
    expect(brewResultDerive('inside_air', { inside_air: null, outside_air: 3 })).toMatchObject({ condition_air: 3 });
  });

  it('recomputes the beans’ age from the brew date and the batch date', () => {
    expect(
      brewResultDerive('brewing_result_date', {
        brewing_result_date: '2026-11-24',
        blending_result_date: '2026-11-17',
      }),
    ).toEqual({ brewing_date_term: 7 });
    expect(brewResultDerive('brewing_satis', {})).toBeUndefined();
  });
});

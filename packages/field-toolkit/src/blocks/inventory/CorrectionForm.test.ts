import { checkCorrection } from './CorrectionForm';

describe('a stock correction checked before it is sent', () => {
  it('names the first empty or broken field with its rule, in field order', () => {
    expect(checkCorrection('', '', '')).toEqual({ field: 'correction_kind', key: 'field_required' });
    expect(checkCorrection('loss', ' ', '')).toEqual({ field: 'correction_mass', key: 'field_required' });
    expect(checkCorrection('loss', 'abc', '')).toEqual({ field: 'correction_mass', key: 'field_NaN' });
    expect(checkCorrection('sale', '0', '')).toEqual({ field: 'correction_mass', key: 'field_minValue', bound: 0.1 });
    expect(checkCorrection('sample', '5', '가'.repeat(1001))).toEqual({
      field: 'movement_memo',
      key: 'field_maxLength',
      bound: 3000,
    });
  });

  it('lets a count set the stock to zero and passes a complete correction', () => {
    expect(checkCorrection('count', '0', '')).toBeNull();
    expect(checkCorrection('loss', '12.5', 'spilled')).toBeNull();
  });
});

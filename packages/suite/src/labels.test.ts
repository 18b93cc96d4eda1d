import { definedFieldNames, fieldLabels, sortOptionLabel } from '@coffee/domain/pages';
import { entities } from './index';

describe('field labels', () => {
  it.each(['kr', 'en'] as const)('label every defined field in %s', (locale) => {
    const missing = definedFieldNames(Object.values(entities)).filter((name) => !fieldLabels[locale][name]?.trim());
    expect(missing).toEqual([]);
  });

  it('mark the Korean twin of a plain field', () => {
    expect(fieldLabels.en.greenbean_name_kr).toBe('Green bean name (Korean)');
    expect(fieldLabels.kr.greenbean_name).toBe('생두 이름');
  });

  it('take a written label before composing one from words', () => {
    expect(fieldLabels.en.first_start_bean).toBe('First crack start bean temperature');
    expect(fieldLabels.kr.roasting_organic_loss).toBe('유기물 손실률');
    expect(fieldLabels.en.roasting_batch_auto).toBe('Number batches automatically');
  });

  it('label sort options by their field and direction', () => {
    expect(sortOptionLabel('rgst_at_orderdesc', 'en')).toBe('Registered at ↓');
  });
});

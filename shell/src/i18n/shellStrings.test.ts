import { missingTranslations } from '@coffee/field-toolkit/runtime';
import { shellStrings } from './shellStrings';

it('has every shell text in both languages', () => {
  expect(missingTranslations(shellStrings)).toEqual([]);
});

import { missingTranslations } from '@coffee/field-toolkit/runtime';
import { blockStrings } from './strings';

describe('block strings', () => {
  it('has every text in both languages, none blank', () => {
    expect(missingTranslations(blockStrings)).toEqual([]);
    expect(JSON.stringify(blockStrings)).not.toMatch(/":\s*"\s*"/);
  });

  it('keeps the placeholders of each text in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const { kr, en } = blockStrings;
    for (const key of Object.keys(kr.create) as (keyof typeof kr.create)[])
      expect([key, placeholders(kr.create[key])]).toEqual([key, placeholders(en.create[key])]);
  });
});

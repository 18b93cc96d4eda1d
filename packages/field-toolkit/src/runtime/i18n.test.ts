import { LOCALES } from '@coffee/domain/navigation';
import { chartStrings } from '@coffee/field-toolkit/charts';
import { baseCatalogue, SPEC_MESSAGE_KEYS } from '../i18n';
import { missingTranslations } from './i18n';

describe('the message catalogue', () => {
  it.each(LOCALES)('has every message key of the error catalogues in %s', (locale) => {
    const messages = baseCatalogue.messages![locale] as Record<string, string>;
    const missing = SPEC_MESSAGE_KEYS.filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(baseCatalogue))('has every %s text in both languages', (name) => {
    expect(missingTranslations(baseCatalogue[name]!)).toEqual([]);
  });

  it('has every chart text in both languages', () => {
    expect(missingTranslations(chartStrings)).toEqual([]);
  });

  it('reports a text missing in one language', () => {
    expect(missingTranslations({ kr: { a: '가', b: { c: '나' } }, en: { a: 'A', b: { c: ' ' } } })).toEqual(['en.b.c']);
  });

  it('keeps the interpolation placeholders of each message in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const { kr, en } = baseCatalogue.messages! as Record<'kr' | 'en', Record<string, string>>;
    for (const key of SPEC_MESSAGE_KEYS) expect([key, placeholders(kr[key]!)]).toEqual([key, placeholders(en[key]!)]);
  });
});

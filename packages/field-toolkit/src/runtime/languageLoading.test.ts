import { addLanguageStrings, i18n, setLanguage } from './i18n';

describe('strings fetched one language at a time (behaviour §11-1.1)', () => {
  it('holds only the shown language, fetches the other on a switch, and adds later catalogues in both', async () => {
    await setLanguage('en');
    expect(i18n.t('messages.save')).toBe('Save');
    expect(i18n.getResource('kr', 'translation', 'messages.save')).toBeUndefined();

    await addLanguageStrings('probe', async (locale) => ({ probe: { language: locale } }));
    expect(i18n.t('probe.language')).toBe('en');
    expect(i18n.getResource('kr', 'translation', 'probe.language')).toBeUndefined();

    await setLanguage('kr');
    expect(i18n.language).toBe('kr');
    expect(i18n.t('messages.save')).toBe('저장');
    expect(i18n.t('probe.language')).toBe('kr');
    expect(document.documentElement.lang).toBe('ko');
  });
});

import { fieldLabels } from '@coffee/domain';
import i18next from 'i18next';
import { messages } from '../i18n/messages';
import { failureMessage } from './validation';
import { PAGES } from '@coffee/suite';

/** The suite's own message and field texts in a language. */
const translate = async (language: 'kr' | 'en') => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: { messages: messages[language], fields: fieldLabels[language] } } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
};

describe('the message of a loss below zero (behaviour §09-1.4)', () => {
  it.each([
    ['en', 'Roast loss is below zero: the roasted mass (1,200 g) is more than the green mass (1,000 g).'],
    ['kr', '로스팅 손실률 값이 0보다 작습니다: 로스팅 후 무게(1,200 g)가 생두 무게(1,000 g)보다 큽니다.'],
  ] as const)('names the cause and both masses in %s', async (language, text) => {
    const t = await translate(language);
    const message = failureMessage(t, PAGES.RoastingResult.entity, {
      field: 'roasting_loss',
      key: 'roasted_above_green',
      figures: { input: 1000, output: 1200 },
    });
    const { key, values } = message as { key: string; values?: Record<string, unknown> };
    expect(t(key, values)).toBe(text);
  });
});

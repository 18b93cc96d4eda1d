import { chartStrings } from './strings';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('chart strings', () => {
  it('has every key in both languages, none empty', () => {
    expect(keys(chartStrings.kr)).toEqual(keys(chartStrings.en));
    for (const locale of ['kr', 'en'] as const) {
      expect(JSON.stringify(chartStrings[locale])).not.toMatch(/""/);
    }
  });
});

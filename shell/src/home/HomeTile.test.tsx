import { render, screen } from '@testing-library/react';
import { MemoryRouter, addStrings, i18n } from '@coffee/field-toolkit/runtime';
import { HomeTile } from './HomeTile';
import type { HomeTileData } from './HomeTile';
import { homeStrings } from './homeStrings';

addStrings('home', homeStrings);

/** The roastery's week of batches, as the server answers the tile (satisfaction on its 0-10 scale). */
const ROASTS: HomeTileData = {
  id: 'roasts',
  route: 'roaster/roasting/result',
  figures: { today_batches: 2, week_loss: 14.2, week_satisfaction: 8.6 },
  items: [{ name: 'Seoul filter', id: '2026_1', values: { date: '2026-12-01', loss: 14.1, satisfaction: 9 } }],
};

describe('a home tile', () => {
  it.each([
    ['en', 'Cupping: mean satisfaction', 'satisfaction 9 / 10'],
    ['kr', '커핑 평균 만족도', '만족도 9 / 10'],
  ] as const)(
    '[%s] names the satisfaction and reads it on its 10-point scale, a mean with its unit',
    async (locale, label, item) => {
      await i18n.changeLanguage(locale);
      render(
        <MemoryRouter>
          <HomeTile tile={ROASTS} locale={locale} />
        </MemoryRouter>,
      );
      const figure = screen.getByText(label).closest('div')!;
      expect(figure).toHaveTextContent('8.6 / 10');
      expect(screen.getByText(/14\.2 %/)).toBeInTheDocument();
      expect(screen.getByText('2')).toBeInTheDocument();
      expect(screen.getByText(new RegExp(item.replace('/', '\\/')))).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/score/i);
    },
  );
});

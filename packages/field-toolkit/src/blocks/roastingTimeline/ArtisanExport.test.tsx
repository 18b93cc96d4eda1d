import { fireEvent, screen } from '@testing-library/react';
import { parseArtisanLog } from '@coffee/domain';
import { ArtisanExport } from './ArtisanExport';
import { renderBlock } from '../testing/renderBlock';

const saved: Array<{ blob: Blob; name: string }> = [];
jest.mock('@coffee/field-toolkit/engine', () => ({
  saveFile: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

const record = {
  roasting_result_date: '2026-11-30',
  roasting_result_seq: 12,
  greenbean_total_mass: 1000,
  roasting_mass: 850,
  roasting_chart_log: JSON.stringify({
    0: { bean: 200, air: 230 },
    60000: { bean: 120, air: 220 },
    480000: { bean: 196, air: 232 },
    600000: { bean: 205, air: 240 },
  }),
  roasting_start_term: 0,
  roasting_start_bean: 2000,
  first_start_term: 480,
  first_start_bean: 1960,
  roasting_end_term: 600,
  roasting_end_bean: 2050,
};

/** A Blob's text; jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(blob);
  });

describe('ArtisanExport', () => {
  it("downloads the saved batch's curve and events as an .alog Artisan reads back", async () => {
    renderBlock(<ArtisanExport record={record} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download for Artisan (.alog)' }));
    expect(saved[0]!.name).toBe('2026-11-30-12.alog');
    const log = parseArtisanLog(await textOf(saved[0]!.blob));
    expect(log).toMatchObject({ date: '2026-11-30', weightInG: 1000, weightOutG: 850 });
    expect(log.samples).toHaveLength(4);
    expect(log.events.find((event) => event.type === 'fcStart')).toMatchObject({ timeMs: 480_000, bt: 196 });
  });

  it('offers nothing while the batch is edited or has no curve', () => {
    renderBlock(<ArtisanExport record={record} mode="edit" />);
    renderBlock(<ArtisanExport record={{ ...record, roasting_chart_log: '' }} mode="view" />);
    expect(screen.queryByRole('button', { name: /Artisan/ })).not.toBeInTheDocument();
  });
});

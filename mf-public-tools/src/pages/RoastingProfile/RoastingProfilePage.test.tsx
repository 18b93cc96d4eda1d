import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { RoastingProfilePage } from './RoastingProfilePage';
import { resetRoastingSession } from './roastingSession';

jest.mock('@coffee/field-toolkit/charts', () => ({ RoastingChart: () => null }));

// jsdom's File has no arrayBuffer(); browsers do.
File.prototype.arrayBuffer ??= function arrayBuffer(this: File) {
  return new Promise<ArrayBuffer>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

// The app has no Node types: node: modules come untyped through jest.
declare const __dirname: string;
const { readFileSync } = jest.requireActual<{
  readFileSync(path: string, encoding: 'utf8'): string;
  readFileSync(path: string): Uint8Array<ArrayBuffer>;
}>('node:fs');
const { resolve } = jest.requireActual<{ resolve(...parts: string[]): string }>('node:path');
const FIXTURES = resolve(__dirname, '../../../../test-fixtures');

async function upload(file: File) {
  const input = screen.getByLabelText('Roast log file (one)', { selector: 'input' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

const pointRows = () =>
  within(screen.getByRole('table', { name: 'Temperature points' }))
    .getAllByRole('row')
    .slice(1);

describe('RoastingProfilePage', () => {
  beforeEach(resetRoastingSession);

  it('shows the sample roast with its phases and DTR', () => {
    renderPage(<RoastingProfilePage />);
    const events = screen.getByRole('table', { name: 'Events' });
    expect(within(events).getByRole('row', { name: /First crack start 08:00 189\.0/ })).toBeInTheDocument();
    expect(within(events).getByRole('row', { name: /Turning point 01:30 97\.0/ })).toBeInTheDocument();
    expect(screen.getByText('DTR').closest('div')).toHaveTextContent('20.0 %');
  });

  it('keeps every share with its unit, joined by a no-break space', () => {
    renderPage(<RoastingProfilePage />);
    const phases = screen.getByRole('table', { name: 'Phases' });
    const drying = within(phases).getByRole('row', { name: /^Drying/ });
    expect(drying.textContent).toContain('47.5\u00a0%');
    expect(screen.getByText('DTR').closest('div')!.textContent).toContain('20.0\u00a0%');
  });

  it('names the row, field and rule of a bad point', () => {
    renderPage(<RoastingProfilePage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Row 2 Time' }), { target: { value: '0:7' } });
    expect(screen.getByText('Row 2, Time: use mm:ss (for example 04:30).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Row 2 Time' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('imports an Artisan .alog and shows its events', async () => {
    renderPage(<RoastingProfilePage />);
    const text = readFileSync(resolve(FIXTURES, 'alog/artisan-roaster-scope_artisan_profile2.alog'), 'utf8');
    await upload(new File([text], 'profile2.alog', { type: '' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Imported file: profile2.alog' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const events = screen.getByRole('table', { name: 'Events' });
    expect(within(events).getByRole('row', { name: /^Charge 00:00/ })).toBeInTheDocument();
    expect(within(events).getByRole('row', { name: /^Drop / })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Temperature points' })).not.toBeInTheDocument();
  });

  it('imports an Aillio RoasTime JSON roast with its events (behaviour §08-6.1)', async () => {
    renderPage(<RoastingProfilePage />);
    const text = readFileSync(resolve(FIXTURES, 'roastime/built-from-format_R60-as-roastime.json'), 'utf8');
    await upload(new File([text], 'r60.json', { type: 'application/json' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Imported file: r60.json' })).toHaveAttribute('aria-selected', 'true'),
    );
    const events = screen.getByRole('table', { name: 'Events' });
    expect(within(events).getByRole('row', { name: /^Charge 00:00/ })).toBeInTheDocument();
    expect(within(events).getByRole('row', { name: /^First crack start 08:50/ })).toBeInTheDocument();
    expect(within(events).getByRole('row', { name: /^Drop 10:54/ })).toBeInTheDocument();
    expect(screen.queryByText('Under construction')).not.toBeInTheDocument();
  });

  it('imports a Korean Cropster XLS export with its lot and first crack (behaviour §08-6.2)', async () => {
    renderPage(<RoastingProfilePage />);
    const bytes = readFileSync(resolve(FIXTURES, 'roast-logs/cropster/export-roasts_PR-2801_ko.xls'));
    await upload(new File([bytes], 'PR-2801.xls', { type: 'application/vnd.ms-excel' }));
    await waitFor(
      () =>
        expect(screen.getByRole('tab', { name: 'Imported file: PR-2801.xls' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      // SheetJS reads the 11-sheet workbook in about a second, several on a busy test machine.
      { timeout: 30_000 },
    );
    const events = screen.getByRole('table', { name: 'Events' });
    expect(within(events).getByRole('row', { name: /^First crack start 07:57/ })).toBeInTheDocument();
    expect(within(events).getByRole('row', { name: /^Drop 09:39/ })).toBeInTheDocument();
    expect(screen.getByText('La Victoria - Colombia (VI)')).toBeInTheDocument();
  }, 40_000);

  it('reports a file it cannot read by name and keeps the typed points', async () => {
    renderPage(<RoastingProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await upload(new File(['not a roast log'], 'notes.csv', { type: 'text/csv' }));
    expect(await screen.findByText('notes.csv could not be read.')).toBeInTheDocument();
    expect(pointRows()).toHaveLength(14);
    expect(screen.getByRole('tab', { name: 'Imported file' })).toBeDisabled();
  });

  it('keeps the imported file when the page is drawn again in the other language', async () => {
    const { unmount } = renderPage(<RoastingProfilePage />);
    const text = readFileSync(resolve(FIXTURES, 'alog/artisan-roaster-scope_artisan_profile2.alog'), 'utf8');
    await upload(new File([text], 'profile2.alog', { type: '' }));
    await screen.findByRole('tab', { name: 'Imported file: profile2.alog' });
    unmount();
    renderPage(<RoastingProfilePage />, 'kr');
    expect(screen.getByRole('tab', { name: /profile2\.alog/ })).toHaveAttribute('aria-selected', 'true');
  });
});

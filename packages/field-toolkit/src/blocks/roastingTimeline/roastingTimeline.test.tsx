import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInUserType } from '@coffee/domain';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { definePage } from '@coffee/field-toolkit/engine';
import { resetTimer, stopwatchStore } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch, signInAsOwner } from '@coffee/field-toolkit/testing';
import { renderBlockDetail } from '../testing/renderBlock';
import { PREHEATING_TIMER, ROASTING_TIMER } from './timeline';
import { roastingTimeline } from './roastingTimeline';
import { PAGES } from '@coffee/suite';

jest.mock('highcharts-react-official', () => jest.requireActual('../../charts/testing/highchartsReactMock'));

declare const __dirname: string;

const block = roastingTimeline();
const page = definePage(PAGES.RoastingResult, {
  detail: {
    sections: [{ fields: ['roasting_result_year', 'roasting_result_date'] }, ...block.sections],
    derive: block.derive,
    useCustom: block.useCustom,
    fieldActions: block.fieldActions,
    uploads: block.uploads,
  },
});

function artisanCsv(): File {
  const { resolve } = jest.requireActual<{ resolve(...parts: string[]): string }>('node:path');
  const { readFileSync } = jest.requireActual<{ readFileSync(path: string, encoding: 'utf8'): string }>('node:fs');
  const fixture = '../../../../../test-fixtures/csv/artisan-roaster-scope_artisan_profile2.csv';
  return new File([readFileSync(resolve(__dirname, fixture), 'utf8')], 'profile2.csv', { type: 'text/csv' });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const signIn = (usertype: SignedInUserType[]) => signInAsOwner('roaster', { userId: 'rown', usertype });

beforeEach(() => {
  signIn(['PAID']);
  mockFetch().mockImplementation(async (url: string) =>
    jsonResponse({ status: 'OK', result: url.endsWith('/api/code/simple') ? {} : [] }),
  );
});
afterEach(() => {
  act(() => dismissAllDialogs());
  [ROASTING_TIMER, PREHEATING_TIMER].forEach((timer) => resetTimer(timer));
});

describe('roasting timeline block', () => {
  it('fills the event terms, temperatures and chart log from an uploaded Artisan CSV', async () => {
    renderBlockDetail(page, 'write');
    await screen.findByRole('region', { name: 'Roast events' });
    fireEvent.change(fileInput(), { target: { files: [artisanCsv()] } });
    // CHARGE 00:15, first crack 09:10: terms count from CHARGE, shown as mm:ss.
    await waitFor(() => expect(input('first_start_term')).toHaveValue('08:55'));
    expect(input('roasting_end_term')).toHaveValue('12:15');
    expect(await screen.findByText('profile2.csv')).toBeInTheDocument();
  });

  it('refuses a log it cannot read with the roast log message and leaves the events empty', async () => {
    renderBlockDetail(page, 'write');
    await screen.findByRole('region', { name: 'Roast events' });
    const broken = new File(['not a roast log'], 'broken.csv', { type: 'text/csv' });
    fireEvent.change(fileInput(), { target: { files: [broken] } });
    expect(await screen.findByText(/The roast log could not be read/)).toBeInTheDocument();
    expect(input('first_start_term')).toHaveValue('');
  });

  it('starts the pre-heating timer from its start button and stops it from its end button', async () => {
    renderBlockDetail(page, 'write');
    // Rarely used: closed on a new batch until opened (behaviour §10-2.2).
    await userEvent.click(await screen.findByRole('button', { name: 'Pre-heating' }));
    const region = await screen.findByRole('region', { name: 'Pre-heating' });
    const [start, end] = Array.from(region.querySelectorAll('button')).filter((button) =>
      /: Now$/.test(button.getAttribute('aria-label') ?? ''),
    );
    await userEvent.click(start!);
    expect(stopwatchStore.getState().timers[PREHEATING_TIMER]?.startedAt).toEqual(expect.any(Number));
    expect(input('pre_heating_start_term')).toHaveValue('00:00');
    await userEvent.click(end!);
    expect(stopwatchStore.getState().timers[PREHEATING_TIMER]?.startedAt).toBeNull();
    expect(input('pre_heating_end_term')).toHaveValue('00:00');
  });

  it('starts the roast timer from a start time within the last hour and stops it when the end is entered', async () => {
    renderBlockDetail(page, 'write');
    await screen.findByRole('region', { name: 'Roast events' });
    await userEvent.click(screen.getByRole('button', { name: /^Roast started at: Now$/i }));
    await waitFor(() =>
      expect(stopwatchStore.getState().timers[ROASTING_TIMER]?.startedAt).toEqual(expect.any(Number)),
    );
    expect(input('roasting_result_year')).toHaveValue(new Date().getFullYear());
    fireEvent.change(input('roasting_end_term'), { target: { value: '12:00' } });
    fireEvent.blur(input('roasting_end_term'));
    await waitFor(() => expect(stopwatchStore.getState().timers[ROASTING_TIMER]?.startedAt).toBeNull());
  });

  it('disables the log upload for a visitor who is not a paid member', async () => {
    signIn(['USER']);
    renderBlockDetail(page, 'write');
    await screen.findByRole('region', { name: 'Roast events' });
    expect(fileInput()).toBeDisabled();
  });
});

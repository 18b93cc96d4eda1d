import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@coffee/api-client';
import { fieldLabel } from '@coffee/domain';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { definePage } from '@coffee/field-toolkit/engine';
import { resetTimer } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { COUNTER_MODE_STORAGE_KEY } from '@coffee/field-toolkit/blocks/counterBar';
import { renderBlockDetail } from '../testing/renderBlock';
import { brewingSteps } from './brewingSteps';
import { BREWING_TIMER } from './steps';
import { PAGES } from '@coffee/suite';

jest.mock('highcharts-react-official', () => jest.requireActual('../../charts/testing/highchartsReactMock'));

const block = brewingSteps();
const page = definePage(PAGES.UserBrewingResult, {
  detail: {
    sections: [{ fields: ['brewing_result_date'] }, ...block.sections],
    derive: block.derive,
    useCustom: block.useCustom,
    fieldActions: block.fieldActions,
    companion: block.companion,
  },
});

/** The clock the stopwatch and the stamps read, moved by hand (a whole second, as start times are stored). */
let clock = Date.parse('2026-11-24T09:00:00');
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

function phoneWidth(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const field = (name: string, language: 'en' | 'kr' = 'en') =>
  screen.getByRole('textbox', { name: new RegExp(`^${fieldLabel(name, language)}`) });

let saves = 0;
beforeEach(() => {
  saves = 0;
  localStorage.removeItem(COUNTER_MODE_STORAGE_KEY);
  phoneWidth(false);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'user', name: 'User', usertype: ['USER'] } });
  mockFetch().mockImplementation(async (url: string) => {
    if (url.includes('/edit')) saves += 1;
    return jsonResponse({ status: 'OK', result: url.endsWith('/api/code/simple') ? {} : [] });
  });
});
afterEach(() => {
  act(() => dismissAllDialogs());
  resetTimer(BREWING_TIMER);
  jest.restoreAllMocks();
});

describe('brewing counter bar', () => {
  it('is closed on a desktop until Counter mode is pressed, then shows the big timer and its buttons', async () => {
    renderBlockDetail(page, 'write');
    const toggle = await screen.findByRole('button', { name: 'Counter mode' });
    expect(screen.queryByRole('region', { name: 'Brewing counter' })).toBeNull();
    await userEvent.click(toggle);
    const bar = screen.getByRole('region', { name: 'Brewing counter' });
    expect(within(bar).getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('00:00.0');
    expect(within(bar).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Stamp step 1' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'End' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Counter mode', pressed: true })).toBeInTheDocument();
  });

  it('opens by itself at phone width', async () => {
    phoneWidth(true);
    renderBlockDetail(page, 'write');
    expect(await screen.findByRole('region', { name: 'Brewing counter' })).toBeInTheDocument();
  });

  it('starts, stamps two steps and ends the brew, filling the times and telling which step was stamped', async () => {
    phoneWidth(true);
    renderBlockDetail(page, 'write');
    const bar = await screen.findByRole('region', { name: 'Brewing counter' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Start' }));
    // The start time is set: the start button now offers a restart.
    expect(within(bar).getByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Timer started');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Stamp step 1' })).toBeEnabled());
    expect(within(bar).getByRole('button', { name: 'Restart' })).toBeDisabled();

    advance(5);
    await userEvent.click(within(bar).getByRole('button', { name: 'Stamp step 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('step 1 stamped at 0:05');
    expect(within(bar).getByText('Next stamp: step 2')).toBeInTheDocument();
    advance(20);
    await userEvent.click(within(bar).getByRole('button', { name: 'Stamp step 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('step 2 stamped at 0:25');
    advance(5);
    await userEvent.click(within(bar).getByRole('button', { name: 'End' }));

    expect(screen.getByRole('status')).toHaveTextContent('Ended at 0:30');
    expect(field('brewing_step1_term')).toHaveValue('00:05');
    expect(field('brewing_step2_term')).toHaveValue('00:25');
    expect(field('brewing_step_end_term')).toHaveValue('00:30');
    expect(field('brewing_term')).toHaveValue('00:30');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'End' })).toBeDisabled());
    expect(within(bar).getByRole('button', { name: 'Restart' })).toBeEnabled();
    expect(saves).toBe(0);
  });

  it('does not stamp the next step in the same second as the last one (the steps must ascend)', async () => {
    phoneWidth(true);
    renderBlockDetail(page, 'write');
    const bar = await screen.findByRole('region', { name: 'Brewing counter' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Start' }));
    advance(3);
    await userEvent.click(await within(bar).findByRole('button', { name: 'Stamp step 1' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Stamp step 2' }));
    expect(field('brewing_step2_term')).toHaveValue('');
  });

  it('speaks Korean in the Korean form', async () => {
    phoneWidth(true);
    renderBlockDetail(page, 'write', 'kr');
    const bar = await screen.findByRole('region', { name: '추출 카운터' });
    await userEvent.click(within(bar).getByRole('button', { name: '시작' }));
    advance(4);
    await userEvent.click(await within(bar).findByRole('button', { name: '1단계 기록' }));
    expect(screen.getByRole('status')).toHaveTextContent('1단계 기록: 0:04');
    expect(within(bar).getByRole('button', { name: '카운터 모드', pressed: true })).toBeInTheDocument();
  });

  it('is not drawn on a record being viewed', async () => {
    phoneWidth(true);
    const brew = { brewing_result_seq: 7, brewing_result_date: '2026-11-24', brewing_term: 30, brewing_step1_term: 5 };
    mockFetch().mockImplementation(async (url: string) =>
      jsonResponse({ status: 'OK', result: url.includes('/detail/') ? brew : url.endsWith('/code/simple') ? {} : [] }),
    );
    renderBlockDetail(page, '7');
    // The record's brewing time is shown, without the counter that times a new brew.
    await screen.findByText(fieldLabel('brewing_term', 'en'));
    expect(screen.queryByRole('region', { name: 'Brewing counter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Counter mode' })).toBeNull();
  });
});

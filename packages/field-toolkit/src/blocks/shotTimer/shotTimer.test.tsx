import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@coffee/api-client';
import { fieldLabel } from '@coffee/domain';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { definePage } from '@coffee/field-toolkit/engine';
import { stopwatchStore } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { COUNTER_MODE_STORAGE_KEY } from '@coffee/field-toolkit/blocks/counterBar';
import { renderBlockDetail } from '../testing/renderBlock';
import { SHOT_TIMER, shotTimer } from './shotTimer';
import { PAGES } from '@coffee/suite';

const page = definePage(PAGES.CafeSettingToday, {
  detail: {
    sections: [{ fields: ['dialin_date', 'brewing_grinder_point', 'brewing_term'] }],
    companion: shotTimer('brewing_term').companion,
  },
});

let clock = Date.parse('2026-11-24T09:00:00');

beforeEach(() => {
  localStorage.setItem(COUNTER_MODE_STORAGE_KEY, 'on');
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'user', name: 'User', usertype: ['USER'] } });
  mockFetch().mockImplementation(async (url: string) =>
    jsonResponse({ status: 'OK', result: url.endsWith('/api/code/simple') ? {} : [] }),
  );
});
afterEach(() => {
  act(() => dismissAllDialogs());
  jest.restoreAllMocks();
});

describe('shot timer', () => {
  it('runs from Start and puts the whole seconds of the shot into the time field on End', async () => {
    const view = renderBlockDetail(page, 'write');
    const bar = await screen.findByRole('region', { name: 'Shot timer' });
    expect(within(bar).getByText('End fills ‘Total brewing time’')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Start' }));
    expect(stopwatchStore.getState().timers[SHOT_TIMER]?.startedAt).toBe(clock);
    clock += 28_400;
    await userEvent.click(within(bar).getByRole('button', { name: 'End' }));
    expect(screen.getByRole('textbox', { name: new RegExp(`^${fieldLabel('brewing_term', 'en')}`) })).toHaveValue(
      '00:28',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Total brewing time: 0:28');
    expect(within(bar).getByRole('button', { name: 'Restart' })).toBeEnabled();
    view.unmount();
    expect(stopwatchStore.getState().timers[SHOT_TIMER]).toBeUndefined();
  });

  it('is closed where the visitor turned counter mode off, and its toggle opens it again', async () => {
    localStorage.setItem(COUNTER_MODE_STORAGE_KEY, 'off');
    renderBlockDetail(page, 'write');
    const toggle = await screen.findByRole('button', { name: 'Counter mode', pressed: false });
    expect(screen.queryByRole('region', { name: 'Shot timer' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('region', { name: 'Shot timer' })).toBeInTheDocument();
    expect(localStorage.getItem(COUNTER_MODE_STORAGE_KEY)).toBe('on');
  });
});

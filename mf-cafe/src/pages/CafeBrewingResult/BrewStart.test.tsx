import { screen, waitFor } from '@testing-library/react';
import { callQuery, openQuery, queryClient } from '@coffee/api-client/query';
import { localToday } from '@coffee/domain/kernel';
import { contextOf, jsonResponse, mockFetch, renderWithProviders } from '@coffee/field-toolkit/testing';
import { brewStartCalls } from '../../../model';
import { BrewStart, brewDefaults, openedStart } from './BrewStart';

const START = {
  status: 'OK',
  result: { coffeebean_seq: 3, brewing_bean_mass: 18.5, brewing_result_total: 38 },
  from: {
    dial_in: { dialin_seq: 9, dialin_date: '2026-12-05', fields: ['brewing_bean_mass', 'brewing_result_total'] },
    brew: null,
  },
};
const startQuery = () => callQuery(brewStartCalls.start, { today: localToday() });

let fetched: jest.Mock;
const startsAsked = () => fetched.mock.calls.filter(([url]) => String(url).includes('/brewing/result/start')).length;

beforeEach(() => {
  queryClient.clear();
  fetched = mockFetch().mockImplementation(async () => jsonResponse(START));
});

describe('a new brew begun from the bean on the bar (behaviour §10-4.4)', () => {
  it('opens with the start the shell fetched as the page opened, says where it came from and asks nothing again', async () => {
    openQuery(queryClient, startQuery(), 'opening');
    await waitFor(() => expect(queryClient.getQueryState(startQuery().queryKey)?.status).toBe('success'));

    // The page's opening reads it: the form opens with it.
    const opened = openedStart();
    expect(opened?.values).toEqual(START.result);
    const begin = jest.fn();
    const context = contextOf({ ...brewDefaults(), ...opened?.values }, { mode: 'write', begin });
    renderWithProviders(<BrewStart context={context} />);

    expect(screen.getByRole('status')).toHaveTextContent('area.repeat.fromDialIn');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(begin).not.toHaveBeenCalled();
    expect(startsAsked()).toBe(1);
    // Taken once: a later opening asks anew.
    expect(openedStart()).toBeNull();
  });

  it('begins the form with the start the shell fetched when its answer came in after the form opened without it', async () => {
    openQuery(queryClient, startQuery(), 'late');
    await waitFor(() => expect(queryClient.getQueryState(startQuery().queryKey)?.status).toBe('success'));
    // The form opened before the answer: it holds only today's date.
    const begin = jest.fn();
    renderWithProviders(<BrewStart context={contextOf(brewDefaults(), { mode: 'write', begin })} />);

    await waitFor(() => expect(begin).toHaveBeenCalledWith({ ...brewDefaults(), ...START.result }));
    expect(screen.getByRole('status')).toHaveTextContent('area.repeat.fromDialIn');
    expect(startsAsked()).toBe(1);
  });

  it('begins the form with the start once it arrives when the shell had not fetched it first', async () => {
    expect(openedStart()).toBeNull();
    const begin = jest.fn();
    renderWithProviders(<BrewStart context={contextOf(brewDefaults(), { mode: 'write', begin })} />);

    await waitFor(() => expect(begin).toHaveBeenCalledWith({ ...brewDefaults(), ...START.result }));
    expect(screen.getByRole('status')).toHaveTextContent('area.repeat.fromDialIn');
    expect(startsAsked()).toBe(1);
  });
});

import { act, render, screen } from '@testing-library/react';
import { sessionStore, setMenu } from '@coffee/api-client';
import { detailQuery, openQuery, queryClient, settleOpening } from '@coffee/api-client/query';
import { BrowserRouter, useLocation, useNavigate } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch, signInAsOwner } from '@coffee/field-toolkit/testing';
import { historyEntryKey, openRouteRecord } from './openRouteRecord';
import { PAGES, SUITE_MENU } from '@coffee/suite';

const signInAsRoasteryOwner = () => signInAsOwner('roaster', { userId: 'rown', usertype: ['PAID'] });

let fetched: jest.Mock;
const recordReads = () => fetched.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/detail/'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
const openAt = (path: string, signedIn = true) => {
  globalThis.history.replaceState(null, '', path);
  return openRouteRecord(Promise.resolve(signedIn), Promise.resolve(), Promise.resolve());
};

beforeEach(() => {
  // The rights of a record's page come from the suite's menu, which the shell has before it opens one.
  setMenu(SUITE_MENU);
  // No opening of an earlier test (or attempt) stands in for this one's.
  queryClient
    .getQueryCache()
    .getAll()
    .forEach((query) => settleOpening(query.queryKey));
  queryClient.clear();
  fetched = mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: { roast_seq: 1 } }));
});

it("fetches a saved record's data at its address once the rights allow the page, and the remote's route does not fetch it again", async () => {
  signInAsRoasteryOwner();
  await openAt('/en/roaster/roasting/result/2026_1');
  expect(recordReads()).toEqual([expect.stringMatching(/\/detail\/2026_1\?roaster_seq=1$/)]);

  // The remote's route opens the same record in the same navigation.
  openQuery(queryClient, detailQuery(PAGES.RoastingResult.api.detail, '2026_1'), historyEntryKey());
  await settled();
  expect(recordReads()).toHaveLength(1);
});

it('fetches nothing at a list, at New, without a membership, or for a visitor who is not signed in', async () => {
  signInAsRoasteryOwner();
  await openAt('/en/roaster/roasting/result');
  await openAt('/en/roaster/roasting/result/write');
  await openAt('/en/roaster/roasting/result/2026_2', false);
  sessionStore.setState({ rights: { roaster: { userId: 'rown', fetchedAt: Date.now(), memberships: [] } } });
  await openAt('/en/roaster/roasting/result/2026_3');
  await settled();
  expect(recordReads()).toEqual([]);
});

it("fetches a new brew's start at New, as the brew's New form reads it", async () => {
  signInAsOwner('cafe');
  await openAt('/en/cafe/brewing/result/write');
  await settled();
  expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([
    expect.stringMatching(/\/api\/cafe\/brewing\/result\/start\?cafe_seq=1&today=\d{4}-\d\d-\d\d$/),
  ]);
});

it("names the history entry as react-router's location does, on arrival and after a navigation", async () => {
  globalThis.history.replaceState(null, '', '/en/roaster/roasting/result/2026_1');
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  function Location() {
    navigate = useNavigate();
    return <p>{useLocation().key}</p>;
  }
  render(
    <BrowserRouter>
      <Location />
    </BrowserRouter>,
  );
  expect(screen.getByText(historyEntryKey())).toBeInTheDocument();
  await act(async () => navigate('/en/roaster/roasting/result/2026_4'));
  expect(historyEntryKey()).not.toBe('default');
  expect(screen.getByText(historyEntryKey())).toBeInTheDocument();
});

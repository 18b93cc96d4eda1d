import { LOADING_SOURCE_CODE, MOUNTED, SKIP_BECAUSE_BROKEN, getAppStatus } from 'single-spa';
import { menuStore, sessionStore, setMenu } from '@coffee/api-client';
import { signInAsOwner } from '@coffee/field-toolkit/testing';
import { SUITE_MENU } from '@coffee/suite';
import { routeSettled } from './registry';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), getAppStatus: jest.fn() }));
const statusOf = getAppStatus as jest.MockedFunction<typeof getAppStatus>;

const AREAS = ['mf-public-tools', 'mf-cafe'] as const;
const at = (path: string) => globalThis.history.replaceState(null, '', path);

beforeEach(() => {
  setMenu(SUITE_MENU);
  signInAsOwner('cafe', { userId: 'cown' });
  statusOf.mockReturnValue(LOADING_SOURCE_CODE);
});

it("leaves the page to the route's area once that area has mounted it or failed", () => {
  at('/en/cafe/brewing/result/write');
  expect(routeSettled(AREAS)).toBe(false);
  statusOf.mockReturnValue(MOUNTED);
  expect(routeSettled(AREAS)).toBe(true);
  statusOf.mockReturnValue(SKIP_BECAUSE_BROKEN);
  expect(routeSettled(AREAS)).toBe(true);
});

it('is done with a page no area of the visitor draws, and waits while the menu or the rights are not in', () => {
  at('/en/');
  expect(routeSettled(AREAS)).toBe(true);
  // The roastery's pages: not an area this visitor loads.
  at('/en/roaster/roasting/result');
  expect(routeSettled(AREAS)).toBe(true);
  at('/en/cafe/brewing/result/write');
  sessionStore.setState({ status: 'loading' });
  expect(routeSettled(AREAS)).toBe(false);
  menuStore.setState({ menu: null });
  expect(routeSettled(AREAS)).toBe(false);
});

it('is done with a page the visitor may not open: the shell draws its sign-in page instead of the area', () => {
  at('/en/cafe/brewing/result/write');
  sessionStore.setState({ status: 'signedOut', user: null, rights: {}, selected: {} });
  expect(routeSettled(AREAS)).toBe(true);
});

import { act, screen } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import type { Membership } from '@coffee/domain';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderBlock } from '../../testing/renderBlock';
import { CreateOrganisationScreen } from './CreateOrganisationScreen';
import { createPage } from './createPage';
import { contextOf } from '../../../testing';
import { ORG_PAGES } from '@coffee/suite';

const signIn = (memberships: Membership[]) =>
  sessionStore.setState({
    status: 'signedIn',
    user: { user_id: 'user', name: 'User', usertype: ['USER'] },
    rights: { cafe: { userId: 'user', fetchedAt: Date.now(), memberships } },
    selected: {},
  });
const owned = (count: number): Membership[] =>
  Array.from({ length: count }, (_, index) => ({ auth_seq: index + 1, user_auth: 'OWN', name: `Cafe ${index}` }));

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  mockFetch().mockImplementation(async (url: string) =>
    jsonResponse({ status: 'OK', result: url.endsWith('/api/code/simple') ? {} : [] }),
  );
});
afterEach(() => act(() => dismissAllDialogs()));

describe('create organisation screen', () => {
  it('offers the form with how many more the user may create', async () => {
    signIn(owned(1));
    renderBlock(<CreateOrganisationScreen org="cafe" descriptor={ORG_PAGES.cafe.create} />, { route: '/cafe/create' });
    expect(await screen.findByText('You may create 2 more (type: cafe).')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Cafe name$/ })).toBeInTheDocument();
  });

  it('tells a user at the limit that no more can be created, without the form', async () => {
    signIn(owned(3));
    renderBlock(<CreateOrganisationScreen org="cafe" descriptor={ORG_PAGES.cafe.create} />, { route: '/cafe/create' });
    expect(
      await screen.findByText('You cannot create another cafe: you already own 3, the most a user may own.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('create page', () => {
  it('preselects a private type in Korea in either language', () => {
    const page = createPage('roaster', ORG_PAGES.roaster.create);
    expect(page.detail?.defaults?.(contextOf({}, { locale: 'en' }))).toEqual({
      roaster_type: 'PRV',
      roaster_country: 'KOR',
    });
    expect(page.detail?.defaults?.(contextOf({}, { locale: 'kr' }))).toEqual({
      roaster_type: 'PRV',
      roaster_country: 'KOR',
    });
  });

  it('goes to the new organisation’s area after the save', () => {
    expect(
      createPage('cafe', ORG_PAGES.cafe.create).detail?.successPath?.(
        { cafe_seq: 4 },
        { mode: 'write', id: undefined, values: {} },
      ),
    ).toBe('/cafe');
  });

  it('requires type, country and the name of the language', () => {
    const field = (name: string) =>
      createPage('cafe', ORG_PAGES.cafe.create).entity.fields.find((def) => def.name === name);
    expect(field('cafe_type')).toMatchObject({ required: true, codeGroup: 'CAFE' });
    expect(field('cafe_country')).toMatchObject({ required: true, codeGroup: 'CNTR' });
  });
});

import { screen } from '@testing-library/react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { entity, text } from '@coffee/domain';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const profile = entity({
  name: 'TestProfile',
  keys: ['member_uuid'],
  scope: 'none',
  singleRecord: true,
  api: { detail: '/api/test/profile/detail', save: '/api/test/profile/edit' },
  fields: [text('member_uuid', { key: true, readOnly: true }), text('member_nick')],
});
const page: PageConfig = { key: 'TestProfile', entity: profile, listPath: '/me' };

describe('a single-record page (my profile, behaviour §01-2.6)', () => {
  it("opens the visitor's own record in view at the page's route, read at the detail path itself", async () => {
    const fetched = mockFetch().mockResolvedValue(
      jsonResponse({ status: 'OK', result: { member_uuid: 'u-1', member_nick: 'Barista Kim' } }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/me" element={<DetailView page={page} />} />
      </Routes>,
      { route: '/me' },
    );
    expect(await screen.findByDisplayValue('Barista Kim')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const urls = fetched.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => new URL(url, 'http://x').pathname === '/api/test/profile/detail')).toBe(true);
  });
});

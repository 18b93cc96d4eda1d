import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderReference, signInTest } from '../testing/renderReference';
import { CodeTools, canReloadCodes } from './CodeTools';

afterEach(() => act(() => dismissAllDialogs()));

describe('code tools', () => {
  it('lets only SADMIN and ADMIN reload codes', () => {
    expect(canReloadCodes(['SADMIN'])).toBe(true);
    expect(canReloadCodes(['ADMIN', 'TESTER'])).toBe(true);
    expect(canReloadCodes(['TESTER', 'PAID', 'USER'])).toBe(false);
  });

  it('offers a non-admin only the local database clear button', () => {
    signInTest(['USER']);
    renderReference(<CodeTools />);
    expect(screen.queryByRole('button', { name: 'Reload codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Code reload link/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear local database' })).toBeInTheDocument();
  });

  it.each([
    [200, { status: 'OK', description: 'code_reload_ok' }, 'Codes reloaded.'],
    [403, { status: '403', description: 'nopermission_text' }, 'Could not reload the codes.'],
  ])('tells an admin how the reload went (HTTP %s)', async (status, body, text) => {
    signInTest(['ADMIN']);
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(body, status));
    renderReference(<CodeTools />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload codes' }));
    expect(await screen.findByText(text, {})).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/code\/reload/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('runs the reload from the code reload link too, as a POST', async () => {
    signInTest(['SADMIN']);
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ status: 'OK', description: 'code_reload_ok' }));
    renderReference(<CodeTools />);
    await userEvent.click(screen.getByRole('button', { name: /Code reload link/ }));
    expect(await screen.findByText('Codes reloaded.', {})).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});

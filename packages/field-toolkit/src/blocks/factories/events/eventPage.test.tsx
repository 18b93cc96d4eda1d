import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { qrLinkUrl } from '@coffee/domain';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch, signInAsOwner } from '@coffee/field-toolkit/testing';
import { ListView } from '@coffee/field-toolkit/engine/list';
import { renderBlock, renderBlockDetail } from '../../testing/renderBlock';
import { eventList, eventPage } from './eventPage';
import { ORG_PAGES } from '@coffee/suite';

const page = eventPage('roaster', ORG_PAGES.roaster.event);
const record = {
  event_year: 2026,
  event_seq: 3,
  event_type: 'SGNP',
  event_name: 'Autumn hiring',
  event_start: '2026-11-20 09:30',
  event_end: '2026-11-23 09:30',
  event_status: 0,
  event_uuid: 'e-3',
  edit_at: '2026-11-01T00:00:00Z',
  edit_check: true,
};
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const setValue = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

beforeEach(() => {
  signInAsOwner('roaster', { userId: 'rown' });
  mockFetch().mockImplementation(async (url: string) =>
    jsonResponse({
      status: 'OK',
      result: url.includes('/detail/') ? record : url.endsWith('/api/code/simple') ? {} : [],
      pagination: { page: 1, total_pages: 1 },
    }),
  );
});
afterEach(() => act(() => dismissAllDialogs()));

describe('event page', () => {
  it('ends a new event 3 days after its start and takes the start’s year', async () => {
    renderBlockDetail(page, 'write');
    await screen.findByRole('region', { name: 'Period' });
    setValue('event_start', '2027-01-05T10:00');
    await waitFor(() => expect(input('event_end')).toHaveValue('2027-01-08T10:00'));
    await waitFor(() => expect(input('event_year')).toHaveValue(2027));
  });

  it('moves the end when the term changes and clears it with the start', async () => {
    renderBlockDetail(page, 'write');
    await screen.findByRole('region', { name: 'Period' });
    setValue('event_start', '2027-01-05T10:00');
    await userEvent.clear(input('event_term'));
    await userEvent.type(input('event_term'), '10');
    await waitFor(() => expect(input('event_end')).toHaveValue('2027-01-15T10:00'));
    setValue('event_start', '');
    await waitFor(() => expect(input('event_end')).toHaveValue(''));
  });

  it('keeps a saved event’s year and its status read-only in edit mode', async () => {
    renderBlockDetail(page, '2026_3');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    setValue('event_start', '2027-02-01T08:00');
    await waitFor(() => expect(input('event_end')).toHaveValue('2027-02-04T08:00'));
    expect(input('event_year').value.replace(/\D/g, '')).toBe('2026');
    expect(input('event_year')).toHaveAttribute('readonly');
    expect(input('event_status')).toHaveAttribute('readonly');
  });

  it('shows the status in words as the list does, in English and Korean, read-only in edit mode', async () => {
    const { unmount } = renderBlockDetail(page, '2026_3');
    await waitFor(() => expect(input('event_status')).toHaveValue('Open'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(input('event_year')).toHaveAttribute('readonly'));
    expect(input('event_status')).toHaveValue('Open');
    expect(input('event_status')).toHaveAttribute('readonly');
    unmount();
    renderBlockDetail(page, '2026_3', 'kr');
    await waitFor(() => expect(input('event_status')).toHaveValue('진행 중'));
  });

  it('searches the list by status with a select of the statuses in words', async () => {
    renderBlock(<ListView page={{ ...page, list: eventList }} />, { route: page.listPath, language: 'kr' });
    const status = await screen.findByRole('combobox', { name: /상태/ });
    expect([...status.querySelectorAll('option')].map((option) => option.textContent).slice(1)).toEqual([
      '예정',
      '진행 중',
      '종료',
    ]);
  });

  it('links a roaster’s sign-up event to the staff sign-up page and a CSTMR event to the cafe registration', () => {
    const link = page.entity.fields.find((field) => field.name === 'event_uuid')?.qrLink;
    expect(link && qrLinkUrl(link, 'e-3', { event_type: 'SGNP' }, { locale: 'en' })).toBe(
      '/en/user/link/roastersignup/e-3',
    );
    expect(link && qrLinkUrl(link, 'e-3', { event_type: 'CSTMR' }, { locale: 'kr' })).toBe(
      '/cafe/supplier/roasterregister/e-3',
    );
  });
});

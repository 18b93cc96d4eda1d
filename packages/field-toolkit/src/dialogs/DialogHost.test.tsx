import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { DialogHost } from './DialogHost';
import {
  alert,
  confirm,
  dismissAllDialogs,
  hideLoading,
  notice,
  NOTICE_MS,
  showLoading,
  showValidationError,
  withLoading,
} from './dialogStore';
import { confirmSelectReload } from './selectReload';

afterEach(() => act(() => dismissAllDialogs()));

describe('dialogs', () => {
  it('a notice is announced and closes by itself after a moment (behaviour §10-3.5)', async () => {
    renderWithProviders(<DialogHost />);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = notice({ title: { key: 'messages.save' }, message: { key: 'messages.save_ok' } });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Save' })).toHaveTextContent('Saved');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: NOTICE_MS + 2000,
    });
    await expect(closed).resolves.toBeUndefined();
  });

  it('confirm resolves true on OK with the translated title and message', async () => {
    renderWithProviders(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: { key: 'messages.save' }, message: { key: 'messages.save_detail' } });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Save' });
    expect(dialog).toHaveTextContent('Save the changes?');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('confirm resolves false on cancel', async () => {
    renderWithProviders(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Delete', message: 'Really?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows queued dialogs one after the other', async () => {
    renderWithProviders(<DialogHost />);
    act(() => {
      void alert({ title: 'First', message: 'one' });
      void alert({ title: 'Second', message: 'two' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('titles the validation dialog validation_error', async () => {
    renderWithProviders(<DialogHost />);
    act(() => {
      void showValidationError({ key: 'messages.field_required', values: { field: 'Bean name' } });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Check the input' });
    expect(dialog).toHaveTextContent('Bean name is required');
  });

  it('shows the loading dialog until every loading request ended', async () => {
    renderWithProviders(<DialogHost />);
    act(() => {
      showLoading();
      showLoading();
    });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    act(() => hideLoading());
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    act(() => hideLoading());
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('withLoading ends the loading state even when the work fails', async () => {
    renderWithProviders(<DialogHost />);
    await act(async () => {
      await expect(withLoading(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});

describe('confirmSelectReload', () => {
  it('lets admins reload at once without a dialog', async () => {
    renderWithProviders(<DialogHost />);
    await expect(confirmSelectReload(['ADMIN'])).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks other users with refresh_select_detail and reloads only on OK', async () => {
    renderWithProviders(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmSelectReload(['USER']);
    });
    expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toHaveTextContent(
      'Reload this list from the server?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

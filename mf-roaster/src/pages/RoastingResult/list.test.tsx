import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import { renderWithProviders } from '@coffee/field-toolkit/testing';
import { list } from './list';

const signedInAs = (usertype: string[]) =>
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'someone', name: 'Someone', usertype } } as never);

// The test i18n answers the area's keys and the toolkit's own words.
describe('the roast log import above the batch list (behaviour §02-5, §08-6.4)', () => {
  const Summary = list.summary!;

  it('is open to the upload’s user types', () => {
    signedInAs(['PAID']);
    renderWithProviders(createElement(Summary));
    expect(screen.getByRole('button', { name: 'area.roastImportOpen' })).toBeEnabled();
    expect(screen.queryByText(/open to paid, tester and administrator accounts/)).not.toBeInTheDocument();
  });

  it('is disabled for other users with the rule the server answers, and opens no panel', () => {
    signedInAs(['USER']);
    renderWithProviders(createElement(Summary));
    const button = screen.getByRole('button', { name: 'area.roastImportOpen' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/open to paid, tester and administrator accounts/);
  });
});

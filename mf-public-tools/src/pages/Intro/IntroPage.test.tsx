import { act, screen } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import { renderPage } from '../../testing/renderPage';
import { IntroPage } from './IntroPage';

describe('IntroPage', () => {
  beforeEach(() => act(() => sessionStore.setState({ status: 'signedOut', user: null })));

  it('offers guests a sign-in without naming a provider that may not be configured', () => {
    renderPage(<IntroPage />);
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });

  it('offers no sign-in to a signed-in visitor, only the guide', () => {
    act(() =>
      sessionStore.setState({ status: 'signedIn', user: { user_id: 'user', name: 'user', usertype: ['USER'] } }),
    );
    renderPage(<IntroPage />);
    expect(screen.queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the guide' })).toBeInTheDocument();
  });
});

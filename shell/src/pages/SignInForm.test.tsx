import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { baseCatalogue } from '@coffee/field-toolkit/i18n';
import { createTestI18n, jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { shellEn } from '../i18n/shellStrings.en';
import { shellKr } from '../i18n/shellStrings.kr';
import { SignInForm } from './SignInForm';

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const tooMany = (seconds: number) => ({
  ...jsonResponse({ status: '429', description: 'too_many_requests', retry_after: seconds }, 429),
  headers: new Headers({ 'retry-after': String(seconds) }),
});

function renderForm(language: 'en' | 'kr') {
  const i18n = createTestI18n(language);
  const messages = baseCatalogue.messages!;
  // Not merged deep: both languages of the test catalogue share one messages object.
  i18n.addResourceBundle('en', 'translation', { shell: shellEn, messages: messages.en }, false, true);
  i18n.addResourceBundle('kr', 'translation', { shell: shellKr, messages: messages.kr }, false, true);
  const onSignedIn = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <SignInForm onSignedIn={onSignedIn} />
        <DialogHost />
      </FluentProvider>
    </I18nextProvider>,
  );
  return onSignedIn;
}

async function submit(userId: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox'), userId);
  await user.type(document.querySelector('input[type="password"]')!, password);
  await user.click(screen.getByRole('button', { name: /sign in|로그인/i }));
}

describe('SignInForm', () => {
  it.each([
    ['en', 'Too many attempts. Try again in 42 s.'],
    ['kr', '시도가 너무 많습니다. 42초 후에 다시 시도해 주세요.'],
  ] as const)(
    'says how long to wait when the sign-in limits refuse (%s), not that the password is wrong',
    async (language, text) => {
      mockFetch().mockResolvedValue(tooMany(42));
      const onSignedIn = renderForm(language);
      await submit('owner', 'the right password');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/Sign-in failed|로그인 실패/)).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onSignedIn).not.toHaveBeenCalled();
    },
  );

  it('counts the wait down and drops the notice when it is over', async () => {
    mockFetch().mockResolvedValue(tooMany(2));
    renderForm('en');
    await submit('owner', 'secret');
    expect(await screen.findByText('Too many attempts. Try again in 2 s.')).toBeInTheDocument();
    expect(await screen.findByText('Too many attempts. Try again in 1 s.', {}, { timeout: 3000 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
  });
});

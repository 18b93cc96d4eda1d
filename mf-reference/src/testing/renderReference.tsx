import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@coffee/api-client';
import type { SignedInUserType } from '@coffee/domain';
import { fieldLabels, pageLabels } from '@coffee/domain';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { DetailView } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { baseCatalogue } from '@coffee/field-toolkit/runtime';
import { createTestI18n, createTestQueryClient } from '@coffee/field-toolkit/testing';
import { strings } from '../strings';

export function signInTest(usertype: SignedInUserType[] = ['ADMIN']): void {
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'tester', name: 'Tester', usertype } });
}

/** Renders UI of this area with the real catalogue (field labels, messages, area strings) at `route`. */
export function renderReference(
  ui: ReactElement,
  { route = '/', language = 'en' }: { route?: string; language?: 'en' | 'kr' } = {},
): RenderResult {
  const i18n = createTestI18n(language);
  for (const locale of ['en', 'kr'] as const) {
    i18n.addResourceBundle(
      locale,
      'translation',
      {
        messages: baseCatalogue.messages?.[locale],
        fields: fieldLabels[locale],
        pages: pageLabels[locale],
        area: strings[locale],
      },
      true,
      true,
    );
  }
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          <DialogHost />
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A page's detail at `{listPath}/{id}` (`write` for a new record). */
export function renderDetail(page: PageConfig, id: string, language: 'en' | 'kr' = 'en'): RenderResult {
  return renderReference(
    <Routes>
      <Route path={`${page.listPath}/:id`} element={<DetailView page={page} />} />
    </Routes>,
    { route: `${page.listPath}/${id}`, language },
  );
}

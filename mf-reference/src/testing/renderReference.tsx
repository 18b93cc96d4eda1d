import type { ReactElement } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from '@coffee/field-toolkit/runtime';
import { baseCatalogue } from '@coffee/field-toolkit/i18n';
import { sessionStore } from '@coffee/api-client';
import type { SignedInUserType } from '@coffee/domain';
import { LOCALES, fieldLabels, pageTitles } from '@coffee/domain';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { DetailView } from '@coffee/field-toolkit/engine/detail';
import { blockStrings } from '@coffee/field-toolkit/blocks/plumbing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { createTestQueryClient } from '@coffee/field-toolkit/testing';
import { strings } from '../strings';
import { REFERENCE_PAGES } from '../../model';

export function signInTest(usertype: SignedInUserType[] = ['ADMIN']): void {
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'tester', name: 'Tester', usertype } });
}

/** Renders UI of this area with the real catalogue (field labels, messages, area and block strings) at `route`. */
export function renderReference(
  ui: ReactElement,
  { route = '/', language = 'en' }: { route?: string; language?: 'en' | 'kr' } = {},
): RenderResult {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          translation: {
            messages: baseCatalogue.messages?.[locale],
            widgets: baseCatalogue.widgets?.[locale],
            fields: fieldLabels[locale],
            pages: pageTitles(REFERENCE_PAGES)[locale],
            area: strings[locale],
            blocks: blockStrings[locale],
          },
        },
      ]),
    ),
  });
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

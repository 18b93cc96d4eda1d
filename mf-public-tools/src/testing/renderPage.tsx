import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, preferencesStore } from '@coffee/field-toolkit/runtime';
import { createTestI18n, createTestQueryClient } from '@coffee/field-toolkit/testing';
import { strings } from '../strings';

/** Renders a page of this area in `language` (UI strings and route locale) with a router, a query client and Fluent. */
export function renderPage(ui: ReactElement, language: 'en' | 'kr' = 'en'): RenderResult {
  preferencesStore.getState().setLocale(language);
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'translation', { area: strings.en }, true, true);
  i18n.addResourceBundle('kr', 'translation', { area: strings.kr }, true, true);
  const client = createTestQueryClient();
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter>{ui}</MemoryRouter>
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@coffee/field-toolkit/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTestI18n } from './i18n';

export interface RenderOptions {
  language?: 'en' | 'kr';
  /** Wrap in a MemoryRouter starting at this entry. */
  route?: string;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function TestProviders({
  children,
  language = 'en',
  route,
  queryClient,
}: RenderOptions & { children: ReactNode }) {
  const [i18n] = useState(() => createTestI18n(language));
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  const content = route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={webLightTheme}>{content}</FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  return render(ui, { wrapper: ({ children }) => <TestProviders {...options}>{children}</TestProviders> });
}

import { entities } from '@coffee/domain';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DetailView } from '@coffee/field-toolkit/engine/detail';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { MemoryRouter, Route, Routes } from '@coffee/field-toolkit/runtime';
import { createTestI18n } from '../../src/testing/i18n';

// Every lookup and code list answers at once with no rows: the bench measures the form, not the network.
window.fetch = async () =>
  new Response(JSON.stringify({ status: 'OK', result: [], count: 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });

const entity = entities.RoastingResult!;
const page: PageConfig = { key: 'RoastingResult', entity, listPath: '/bench' };
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={createTestI18n('en')}>
    <QueryClientProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={['/bench/write']}>
          <Routes>
            <Route path="/bench/:id" element={<DetailView page={page} />} />
          </Routes>
        </MemoryRouter>
      </FluentProvider>
    </QueryClientProvider>
  </I18nextProvider>,
);

import type { ReactElement } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { LOCALES, fieldLabels } from '@coffee/domain';
import { MemoryRouter, Route, Routes } from '@coffee/field-toolkit/runtime';
import { baseCatalogue } from '@coffee/field-toolkit/i18n';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { DetailView } from '@coffee/field-toolkit/engine/detail';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { createTestQueryClient } from '@coffee/field-toolkit/testing';
import { fieldActionStrings } from '@coffee/field-toolkit/forms';
import { blockStrings } from '@coffee/field-toolkit/blocks/plumbing';
import { cupnoteStrings } from '@coffee/field-toolkit/blocks/cupnote';
import { brewingStepsStrings } from '@coffee/field-toolkit/blocks/brewingSteps';
import { roastingTimelineStrings } from '@coffee/field-toolkit/blocks/roastingTimeline';
import { counterBarStrings } from '@coffee/field-toolkit/blocks/counterBar';
import { roastCompareStrings } from '@coffee/field-toolkit/blocks/roastCompare';
import { inventoryStrings } from '@coffee/field-toolkit/blocks/inventory';
import { pageLabels } from '@coffee/suite';

const BLOCK_STRINGS = [
  blockStrings,
  cupnoteStrings,
  brewingStepsStrings,
  roastingTimelineStrings,
  counterBarStrings,
  roastCompareStrings,
  inventoryStrings,
];

type Language = 'en' | 'kr';

/** UI of a block with the suite's real catalogue (messages, widgets, field labels, block strings) at `route`. */
export function renderBlock(
  ui: ReactElement,
  { route = '/', language = 'en' }: { route?: string; language?: Language } = {},
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
            pages: pageLabels[locale],
            blocks: Object.assign({}, ...BLOCK_STRINGS.map((strings) => strings[locale])),
            fieldActions: fieldActionStrings[locale],
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
export function renderBlockDetail(page: PageConfig, id: string, language: Language = 'en'): RenderResult {
  return renderBlock(
    <Routes>
      <Route path={`${page.listPath}/:id`} element={<DetailView page={page} />} />
    </Routes>,
    { route: `${page.listPath}/${id}`, language },
  );
}

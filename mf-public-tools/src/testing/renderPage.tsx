import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, preferencesStore } from '@coffee/field-toolkit/runtime';
import { createTestI18n, createTestQueryClient } from '@coffee/field-toolkit/testing';
import { beanStrings } from '../pages/BeanInfo/strings';
import { beanIntroStrings } from '../pages/BeanIntro/strings';
import { brewingStrings } from '../pages/BrewingRecord/strings';
import { flavorWheelStrings } from '../pages/FlavorWheel/strings';
import { guideStrings } from '../pages/Guide/strings';
import { introStrings } from '../pages/Intro/strings';
import { radarStrings } from '../pages/RadarChart/strings';
import { roastingStrings } from '../pages/RoastingProfile/strings';
import { settingNoteStrings } from '../pages/SettingNote/strings';
import { commonStrings } from '../shared/strings';
import { areaStrings } from '../strings';

/** Every page's strings at once (the area adds each page's with the page). */
const strings = areaStrings({
  common: commonStrings,
  intro: introStrings,
  guide: guideStrings,
  flavorWheel: flavorWheelStrings,
  radar: radarStrings,
  brewing: brewingStrings,
  roasting: roastingStrings,
  bean: beanStrings,
  beanIntro: beanIntroStrings,
  settingNote: settingNoteStrings,
});

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

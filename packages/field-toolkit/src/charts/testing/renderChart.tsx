import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../testing';
import { chartStrings } from '../strings';

/** Renders a chart widget with the toolkit's test i18n plus the chart strings. */
export function renderChart(
  ui: ReactElement,
  language: 'en' | 'kr' = 'en',
): RenderResult & { rerenderChart: (next: ReactElement) => void } {
  const i18n = createTestI18n(language);
  for (const locale of ['en', 'kr'] as const) {
    i18n.addResourceBundle(locale, 'translation', { charts: chartStrings[locale] }, true, true);
  }
  const wrap = (element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>{element}</FluentProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerenderChart: (next) => result.rerender(wrap(next)) };
}

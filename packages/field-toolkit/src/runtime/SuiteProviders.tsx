import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { useGlobalStyles } from './globalStyles';
import { i18n } from './i18n';
import { useSuiteTheme } from './theme';

/**
 * What every React root of the suite needs: the Fluent theme and the shared i18next instance. The shell and each
 * remote are separate roots, so each wraps itself in this. The shared query client needs no provider: the hooks of
 * `@coffee/api-client/query` use it (so a root that never queries never downloads TanStack Query).
 */
export function SuiteProviders({ children, className }: { children: ReactNode; className?: string }) {
  const { mode, theme } = useSuiteTheme();
  useGlobalStyles();
  // `data-theme`: the theme drawn, which follows a newly chosen dark theme once its tokens have arrived.
  return (
    <FluentProvider theme={theme} className={className} data-theme={mode}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </FluentProvider>
  );
}

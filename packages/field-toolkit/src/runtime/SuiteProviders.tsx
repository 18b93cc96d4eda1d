import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '@coffee/api-client';
import { useGlobalStyles } from './globalStyles';
import { i18n } from './i18n';
import { useSuiteTheme } from './theme';

/**
 * What every React root of the suite needs: the Fluent theme, the shared i18next instance and the shared
 * query client. The shell and each remote are separate roots, so each wraps itself in this.
 */
export function SuiteProviders({ children, className }: { children: ReactNode; className?: string }) {
  const { theme } = useSuiteTheme();
  useGlobalStyles();
  return (
    <FluentProvider theme={theme} className={className}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </FluentProvider>
  );
}

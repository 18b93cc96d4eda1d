import { useTranslation } from 'react-i18next';

export type ChartLocale = 'kr' | 'en';

/** Korean unless the locale (the prop, else the UI language) is en. */
export function useChartLocale(locale?: string): ChartLocale {
  const { i18n } = useTranslation();
  return (locale ?? i18n?.language) === 'en' ? 'en' : 'kr';
}

import { formatMoney } from '@coffee/domain';
import { usePreferences } from '@coffee/field-toolkit/runtime';

/** The locale money is written in on the page: Korean as Koreans write it, English as in the US. */
export const moneyLocale = (locale: string): string => (locale === 'en' ? 'en-US' : 'ko-KR');

/** Formats an amount in the currency's minor unit in the page's language (behaviour §05-10). */
export function useMoney(): (amount: number, currency: string) => string {
  const locale = usePreferences((state) => state.locale);
  return (amount, currency) => formatMoney(amount, currency, moneyLocale(locale));
}

/** An answered figure as a number, or null when there is none (no cost). */
export const figureOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

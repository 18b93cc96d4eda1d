import { formatMoney } from '@coffee/domain';
import type { InvoiceLine } from '@coffee/domain/contracts';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { formatStoredMass } from '@coffee/field-toolkit/widgets/format';

type Row = Readonly<Record<string, unknown>>;

/** The visitor's language and the money and names as an invoice prints them in it (behaviour §05-11). */
export function useInvoiceFormat(currency: string) {
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const moneyIn = (amount: number, other: string) => formatMoney(amount, other, english ? 'en-US' : 'ko-KR');
  return {
    english,
    money: (amount: number) => moneyIn(amount, currency),
    /** An amount of a row of its own currency. */
    moneyIn,
    /** A name in the visitor's language, the other one when it has none. */
    name: (row: Row, column: string) =>
      String((english ? (row[column] ?? row[`${column}_kr`]) : (row[`${column}_kr`] ?? row[column])) ?? ''),
  };
}

/** A Korean business registration number as printed: 123-45-67890. */
export const bizNoText = (value: string | null): string => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : (value ?? '');
};

/** A line's size (its bag) and count of bags, as the invoice prints them; a shipping line has neither. */
export function lineQuantity(line: InvoiceLine): { size: string; count: number | null } {
  if (line.line_kind === 'SHIPPING' || !line.bag_mass || line.ship_mass === null) return { size: '', count: null };
  return { size: formatStoredMass(line.bag_mass), count: Math.round((line.ship_mass / line.bag_mass) * 100) / 100 };
}

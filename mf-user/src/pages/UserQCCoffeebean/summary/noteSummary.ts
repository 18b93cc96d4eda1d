import type { CategoryPoint } from '@coffee/field-toolkit/charts';
import type { NoteSummary } from '../../../../model';

/** The server's summary of the user's own notes, as its contract says. */
export type NoteSummaryResult = NoteSummary;

export const SUMMARY_MONTHS = 12;

/** The `YYYY-MM` keys of the `count` months up to and including `latest` (`YYYY-MM`), oldest first. */
export function lastMonths(latest: string, count = SUMMARY_MONTHS): string[] {
  const [year = 0, month = 1] = latest.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(year, month - 1 - (count - 1 - index), 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  });
}

export interface SummaryCharts {
  notes: CategoryPoint[];
  satisfaction: CategoryPoint[];
  origins: CategoryPoint[];
  flavors: CategoryPoint[];
}

/**
 * Chart points of a summary: every one of the last months (a month without notes counts 0 and has no average),
 * origins and flavors by their names in the page's language.
 */
export function summaryCharts(
  summary: NoteSummaryResult,
  months: readonly string[],
  monthLabel: (month: string) => string,
  codeName: (code: string) => string,
): SummaryCharts {
  const byMonth = new Map(summary.months.map((row) => [row.month, row]));
  return {
    notes: months.map((month) => ({ label: monthLabel(month), value: byMonth.get(month)?.notes ?? 0 })),
    satisfaction: months.map((month) => ({
      label: monthLabel(month),
      value: byMonth.get(month)?.satisfaction ?? null,
    })),
    origins: summary.origins.map((row) => ({ label: codeName(row.code), value: row.notes })),
    flavors: summary.flavors.map((row) => ({ label: codeName(row.code), value: row.notes })),
  };
}

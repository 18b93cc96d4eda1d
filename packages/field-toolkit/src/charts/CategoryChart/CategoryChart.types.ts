export interface CategoryPoint {
  /** Category shown on the axis (a month, an origin, a flavor). */
  label: string;
  value: number | null;
}

export interface CategoryChartProps {
  /** Accessible name of the chart region, also its hidden title. */
  label: string;
  points: readonly CategoryPoint[];
  /** Columns (counts over time), a line (a measure over time) or horizontal bars (a ranking). */
  kind: 'column' | 'line' | 'bar';
  /** Name of the value in tooltips. */
  seriesName: string;
  /** Fixed value range (a 0-10 score); otherwise from 0 up to the data. */
  range?: { min: number; max: number };
  /** Whole numbers only on the value axis (counts). */
  integer?: boolean;
  color?: string;
  className?: string;
}

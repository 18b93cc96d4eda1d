export interface RadarPoint {
  label: string;
  value: number | null;
}

export interface RadarChartProps {
  /** The six points of a cupping note, 0-10. */
  points: readonly RadarPoint[];
  seriesName?: string;
  color?: string;
  downloadable?: boolean;
  mobile?: boolean;
  className?: string;
}

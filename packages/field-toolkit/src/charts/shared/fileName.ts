const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** Local time as YYYYMMDDHHmmss. */
export function timestamp(date: Date): string {
  return (
    pad(date.getFullYear(), 4) +
    pad(date.getMonth() + 1) +
    pad(date.getDate()) +
    pad(date.getHours()) +
    pad(date.getMinutes()) +
    pad(date.getSeconds())
  );
}

/** Download names of the chart images (behaviour §03-9): a prefix plus timestamp, e.g. `RadarChart_20240102030405`. */
export const DOWNLOAD_PREFIX = {
  flavorWheel: 'FlavorWheel',
  radarChart: 'RadarChart_',
  roastingProfile: 'RoastingProfile_',
  lineChart: 'LineChart_',
} as const;

export function downloadFileName(prefix: string, date: Date = new Date()): string {
  return prefix + timestamp(date);
}

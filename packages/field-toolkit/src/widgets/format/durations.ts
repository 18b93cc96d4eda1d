const SECONDS_PER_HOUR = 3600;
const pad = (part: number) => String(part).padStart(2, '0');

/** Seconds → `mm:ss`, or `h:mm:ss` from one hour; '' for no value. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const total = Math.round(Math.abs(seconds));
  const sign = seconds < 0 ? '-' : '';
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const clock = `${pad(minutes)}:${pad(total % 60)}`;
  return hours > 0 ? `${sign}${hours}:${clock}` : `${sign}${clock}`;
}

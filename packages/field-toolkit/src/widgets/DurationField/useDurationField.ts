import { useState } from 'react';
import { formatDuration } from '@coffee/field-toolkit/widgets/format';

const SECONDS_PER_HOUR = 3600;

export { formatDuration };

/**
 * Typed text → seconds: `m:ss`, `mm:ss` (minutes may pass 59) or `h:mm:ss`; seconds (and minutes after hours)
 * must be below 60. null when blank, NaN when malformed.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(?:(\d+):([0-5]?\d):|(\d+):)([0-5]?\d)$/.exec(trimmed);
  if (!match) return Number.NaN;
  const [, hours, minutesAfterHours, minutesOnly, seconds] = match;
  const minutes = Number(minutesAfterHours ?? minutesOnly);
  return Number(hours ?? 0) * SECONDS_PER_HOUR + minutes * 60 + Number(seconds);
}

/** Keeps the typed text (even malformed) until the stored value changes from outside (undo, reload, paste). */
export function useDurationText(value: number | null | undefined, onChange?: (seconds: number | null) => void) {
  const [text, setText] = useState(formatDuration(value));
  const [synced, setSynced] = useState(value);
  if (!Object.is(synced, value)) {
    setSynced(value);
    if (!Object.is(parseDuration(text), value ?? null)) setText(formatDuration(value));
  }
  const change = (next: string) => {
    setText(next);
    onChange?.(parseDuration(next));
  };
  /** Normalises well-formed text (`1:5` → `01:05`, `75:00` → `1:15:00`); leaves malformed text for fixing. */
  const normalise = () => {
    const parsed = parseDuration(text);
    if (parsed !== null && !Number.isNaN(parsed)) setText(formatDuration(parsed));
  };
  return { text, malformed: Number.isNaN(parseDuration(text)), change, normalise };
}

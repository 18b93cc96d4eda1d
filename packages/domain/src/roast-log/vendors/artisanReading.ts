import type { RoastEventType, RoastLog } from '../types';

/** Artisan's own conversion of a file (a profile reduced to its curves and events; test-fixtures/roast-logs). */
export interface ArtisanProfile {
  mode: 'C' | 'F';
  timex: number[];
  temp1: number[];
  temp2: number[];
  timeindex: number[];
}

const TIMEINDEX: ReadonlyArray<RoastEventType> = ['charge', 'dryEnd', 'fcStart', 'fcEnd', 'scStart', 'scEnd', 'drop'];

/**
 * Where a log disagrees with Artisan's reading of the same file: each Artisan sample must have a sample of the log
 * within one sampling interval of its time from CHARGE whose BT and ET agree within `toleranceC`, and each event
 * Artisan marks must be in the log within one sampling interval. Returns the disagreements, at most `limit`.
 */
export function disagreementsWithArtisan(
  log: RoastLog,
  artisan: ArtisanProfile,
  toleranceC = 0.1,
  limit = 5,
): string[] {
  const problems: string[] = [];
  const { timex, temp1, temp2, timeindex } = artisan;
  const chargeAt = timeindex[0]! >= 0 ? timex[timeindex[0]!]! : 0;
  const interval = ((timex.at(-1)! - timex[0]!) / Math.max(1, timex.length - 1)) * 1000;
  const reading = (value: number | undefined) => (value === undefined || value === -1 ? null : value);
  const agrees = (mine: number | null, theirs: number | null) =>
    theirs === null || (mine !== null && Math.abs(mine - theirs) <= toleranceC);
  timex.forEach((seconds, index) => {
    if (problems.length >= limit) return;
    const timeMs = (seconds - chargeAt) * 1000;
    const [bt, et] = [reading(temp2[index]), reading(temp1[index])];
    const near = log.samples.filter((sample) => Math.abs(sample.timeMs - timeMs) <= interval + 1);
    if (!near.some((sample) => agrees(sample.bt, bt) && agrees(sample.et, et)))
      problems.push(`sample ${index} at ${seconds} s: Artisan BT ${bt} ET ${et}, ours ${JSON.stringify(near)}`);
  });
  TIMEINDEX.forEach((type, slot) => {
    const index = timeindex[slot]!;
    if ((slot === 0 && index < 0) || (slot > 0 && index <= 0)) return;
    const timeMs = (timex[index]! - chargeAt) * 1000;
    const event = log.events.find((candidate) => candidate.type === type);
    if (!event || Math.abs(event.timeMs - timeMs) > interval + 1)
      problems.push(`${type}: Artisan at ${timeMs / 1000} s, ours ${event ? event.timeMs / 1000 : 'none'}`);
  });
  return problems;
}

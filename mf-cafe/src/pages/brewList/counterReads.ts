import { COUNTER_READ_PREFIXES } from '../../../model';

/**
 * The counter's reads kept for offline use (behaviour §06-4): the brews, and the day's dial-in and bean targets the
 * form reads; option lists come from the select cache. The brew lists keep them too, so a phone offline still shows
 * the brews it read last.
 */
export const COUNTER_READS = [COUNTER_READ_PREFIXES.brewing, COUNTER_READ_PREFIXES.setting] as const;

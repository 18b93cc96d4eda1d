import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { lookupQuery } from '@coffee/api-client/query';

type Range = [number | null, number | null];

/** What the cup said about a batch, as its feedback call answers it (behaviour §05-6). */
export interface CupFeedback {
  cafes: Array<{ cafe_seq: number; cafe_name: string | null; cafe_name_kr: string | null; received_mass: number }>;
  brews: { count: number; satis: number | null; dose: Range; yield: Range; time: Range };
  notes: { count: number; satis: number | null; flavors: string[] };
  cupping: { count: number; satis: number | null; sca: number | null };
  satis: number | null;
}

/** The feedback calls of a roast batch and a blend batch. */
export const FEEDBACK_PATHS = {
  roasting: '/api/roaster/roasting/result/feedback',
  blending: '/api/roaster/blending/result/feedback',
} as const;

/** A batch's feedback (null when it cannot be read). */
export const feedbackQuery = (path: string, keys: Record<string, unknown>) =>
  queryOptions({
    ...lookupQuery<CupFeedback>(path, keys),
    select: (answer: ApiResponse<CupFeedback>): CupFeedback | null => (isOk(answer) ? answer.result : null),
  });

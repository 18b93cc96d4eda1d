import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import type { ParamsOf } from '@coffee/domain/contracts';
import { feedbackCalls } from '../../model';
import type { CupFeedback } from '../../model';

export type { CupFeedback };
export { feedbackCalls };

/** The feedback call of a roast batch or a blend batch. */
export type FeedbackCall = (typeof feedbackCalls)[keyof typeof feedbackCalls];

/** A batch's feedback (null when it cannot be read). */
export const feedbackQuery = (call: FeedbackCall, keys: Record<string, unknown>) =>
  queryOptions({
    // The batch's keys as its form holds them (numbers, or their text).
    ...callQuery(call, keys as ParamsOf<FeedbackCall>),
    select: (answer: CallAnswer<FeedbackCall>): CupFeedback | null => (isOk(answer) ? answer.result : null),
  });

import { isOk } from '@coffee/api-client';
import { fetchAnswer, getQuery } from '@coffee/api-client/query';
import type { PublicBeanPage } from '@coffee/domain';
import { isShortCode, normaliseShortCode } from '@coffee/domain/kernel';

/** The page a bean's short code opens: its public page and serial, or the server's message key why not. */
export type BeanCodeAnswer = { page: PublicBeanPage; serial: string } | { message: string };

/** True when a typed serial box holds a short code rather than a serial (behaviour §10-4.3). */
export const typedShortCode = (typed: string): boolean => isShortCode(typed);

/**
 * The public page a typed short code opens (behaviour §10-4.3): the server resolves it to its serial; a refusal
 * answers its message key (`short_code_unknown`, ...) for the field.
 */
export async function openBeanCode(typed: string): Promise<BeanCodeAnswer> {
  const code = encodeURIComponent(normaliseShortCode(typed));
  const answer = await fetchAnswer(getQuery<{ page: PublicBeanPage; serial: string }>(`/api/public/shortcode/${code}`));
  if (isOk(answer) && answer.result) return answer.result;
  return { message: answer.description || 'short_code_unknown' };
}

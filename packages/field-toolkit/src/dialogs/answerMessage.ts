import { API_STATUS } from '@coffee/api-client';
import type { ApiStatus } from '@coffee/api-client';
import type { TFunction } from 'i18next';
import { i18n } from '@coffee/field-toolkit/runtime';
import { formatMass } from '@coffee/field-toolkit/widgets/format';
import type { DialogText } from './dialogStore';

const MISSING = '\u0000';

/** Descriptions the server words per kind that read as one message. */
const ALIASES: Readonly<Record<string, string>> = {
  cafe_create_limit: 'org_create_limit',
  roaster_create_limit: 'org_create_limit',
};

/** The message of a description the catalogue has; a description it lacks is not shown as a key. */
const known = (t: TFunction, description: string | undefined): string | undefined => {
  if (!description) return undefined;
  const key = ALIASES[description] ?? description;
  return t(`messages.${key}`, { defaultValue: MISSING }) === MISSING ? undefined : key;
};

/**
 * The written label of a field a refusal names, in the page's language: a row's field names its row ("Batch (row
 * 2)"); a field without a label reads "This entry", never its key.
 */
export function answerFieldLabel(t: TFunction, name: string): string {
  const direct = t(`fields.${name}`, { defaultValue: MISSING });
  if (direct !== MISSING) return direct;
  const row = /^(.+)_(\d+)$/.exec(name);
  const base = row ? t(`fields.${row[1]}`, { defaultValue: MISSING }) : MISSING;
  if (row && base !== MISSING) return `${base} (${t('widgets.rowNumber', { index: Number(row[2]) + 1 })})`;
  return t('messages.this_entry');
}

/** A record's name in the page's language, the other language's only when the record has no name in this one. */
function localName(names: ApiStatus['names']): string | undefined {
  if (!names) return undefined;
  return (i18n.language === 'en' ? names.en || names.kr : names.kr || names.en) || undefined;
}

/** The bound a message shows: a named record with its mass, in the page's language and in its unit. */
function boundOf(answer: ApiStatus): unknown {
  const name = localName(answer.names);
  const mass = answer.mass === undefined ? undefined : formatMass(answer.mass);
  if (name !== undefined || mass !== undefined)
    return [name, mass && (name ? `(${mass})` : mass)].filter(Boolean).join(' ');
  return answer.bound;
}

/**
 * How a form words a refusal of one of its fields (its own labels, rows and ranges: forms' `failureMessage`); without
 * it, the field's written label from the catalogue.
 */
export type DescribeField = (refusal: { field: string; key: string; bound: unknown }) => DialogText;

const isServerFailure = (status: string): boolean => /^5\d\d$/.test(status) || status === API_STATUS.INVALID_RESPONSE;

/**
 * What a call's refused or failed answer says to a person, in the page's language (behaviour §01-8): the rule with
 * the field's written label, the seconds to wait after too many attempts, why the network failed, what the server
 * did. The one place the client turns an error answer into text; it never shows a message key.
 */
export function answerMessage(t: TFunction, answer: ApiStatus, describeField?: DescribeField): DialogText {
  const description = known(t, answer.description);
  if (answer.status === API_STATUS.NETWORK_ERROR) {
    const cause = answer.cause ?? 'unreachable';
    return { key: cause === 'unreachable' ? 'messages.error_text' : `messages.network_${cause}` };
  }
  if (answer.status === API_STATUS.TOO_MANY_REQUESTS) {
    // A cap with a reason of its own (concurrent exports) says it, with its bound and the seconds to wait.
    if (description && description !== 'too_many_requests')
      return { key: `messages.${description}`, values: { bound: boundOf(answer), seconds: answer.retry_after ?? '' } };
    return answer.retry_after
      ? { key: 'messages.too_many_requests', values: { seconds: answer.retry_after } }
      : { key: 'messages.too_many_requests_later' };
  }
  const bound = boundOf(answer);
  if (answer.field && description) {
    if (describeField) return describeField({ field: answer.field, key: description, bound });
    return { key: `messages.${description}`, values: { field: answerFieldLabel(t, answer.field), bound } };
  }
  if (description && (description !== 'error_text' || !isServerFailure(answer.status))) {
    return { key: `messages.${description}`, values: { field: t('messages.this_entry'), bound } };
  }
  if (answer.status === '409') return { key: 'messages.save_conflict' };
  if (answer.status === API_STATUS.INVALID_RESPONSE) return { key: 'messages.invalid_response' };
  if (isServerFailure(answer.status)) return { key: 'messages.server_failed', values: { code: answer.status } };
  if (answer.status === API_STATUS.UNAUTHORIZED) return { key: 'messages.noauth_text' };
  if (answer.status === API_STATUS.FORBIDDEN) return { key: 'messages.nopermission_text' };
  if (answer.status === API_STATUS.NOT_FOUND) return { key: 'messages.nopage_text' };
  const code = answer.status === API_STATUS.BAD_REQUEST ? '400' : answer.status;
  return { key: 'messages.request_refused', values: { code } };
}

/** {@link answerMessage} as text. */
export function answerText(t: TFunction, answer: ApiStatus, describeField?: DescribeField): string {
  const text = answerMessage(t, answer, describeField);
  return typeof text === 'string' ? text : t(text.key, text.values ?? {});
}

import { userEntities } from 'mf-user/model';
import { isOk } from '@coffee/api-client';
import { fetchAnswer, getQuery } from '@coffee/api-client/query';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { beanInfoCalls } from 'mf-public-tools/model';

/** Bean serial types (BNDV) and the public call that answers for each (behaviour §03-7.6). */
export const SERIAL_LOOKUPS = {
  RSTRDF: { path: beanInfoCalls.blend.path, param: 'blending_uuid' },
  RSTRDT: { path: beanInfoCalls.blendResult.path, param: 'blending_result_uuid' },
  CAFEDF: { path: beanInfoCalls.coffeebean.path, param: 'coffeebean_uuid', extra: { check_usernote: 1 } },
  CAFEDT: { path: beanInfoCalls.received.path, param: 'received_uuid' },
} as const satisfies Record<string, { path: string; param: string; extra?: Record<string, number> }>;

export type SerialType = keyof typeof SERIAL_LOOKUPS;

export const isSerialType = (type: unknown): type is SerialType =>
  typeof type === 'string' && Object.hasOwn(SERIAL_LOOKUPS, type);

/** The call a typed serial of `type` goes to, or undefined for an unknown type or an empty serial. */
export function serialRequest(
  type: unknown,
  serial: unknown,
): { path: string; query: Record<string, string | number> } | undefined {
  const text = typeof serial === 'string' ? serial.trim() : '';
  if (!isSerialType(type) || text === '') return undefined;
  const lookup: { path: string; param: string; extra?: Record<string, number> } = SERIAL_LOOKUPS[type];
  return { path: lookup.path, query: { [lookup.param]: text, ...lookup.extra } };
}

/** The note's bean fields the public information fills: store, batch date, origin lists and losses. */
const BEAN_FIELDS = userEntities.UserQCCoffeebean.fields
  .map((field) => field.name)
  .filter((name) => name.startsWith('blending_') || name.startsWith('store_name'))
  .filter((name) => name !== 'blending_info_detail_use');

const present = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The note's fields from a bean's public information: the serial, the store, the batch date, and the blend's
 * origin and losses — the blend section shows only when the information has any of them.
 */
export function noteFromBean(info: Readonly<Record<string, unknown>>, serial: string): FormValues {
  const values: FormValues = { coffeebean_uuid: serial };
  for (const name of BEAN_FIELDS) values[name] = present(info[name]) ? info[name] : null;
  values.blending_info_detail_use = BEAN_FIELDS.some(
    (name) => !name.startsWith('store_name') && name !== 'blending_result_date' && present(info[name]),
  );
  return values;
}

/** The public information of a bean by its serial: the query the serial check and the note's lead share. */
export function beanInfoQuery(type: unknown, serial: unknown) {
  const request = serialRequest(type, serial);
  return getQuery<Record<string, unknown>, { detail_result?: Record<string, unknown> }>(
    request?.path ?? '',
    request?.query ?? {},
  );
}

/** A note named after its bean, in both languages (behaviour §09-3.3). */
const nameAfterBean = (info: Readonly<Record<string, unknown>>): FormValues => ({
  cupnote_name_kr: present(info.blending_name_kr) ? info.blending_name_kr : (info.blending_name ?? null),
  cupnote_name: present(info.blending_name) ? info.blending_name : (info.blending_name_kr ?? null),
});

/** The bean's values for a note: its name is given only to a note that has none yet. */
export function fillNote(found: FormValues, note: FormValues): FormValues {
  if (!present(note.cupnote_name_kr) && !present(note.cupnote_name)) return found;
  const { cupnote_name_kr: _kr, cupnote_name: _en, ...bean } = found;
  return bean;
}

/** Looks the typed serial up; the note's bean fields, or an error message key when nothing is found. */
export async function lookUpSerial(type: unknown, serial: unknown): Promise<FormValues | { error: string }> {
  if (!serialRequest(type, serial)) return { error: 'area.note.serialNeeded' };
  const response = await fetchAnswer(beanInfoQuery(type, serial));
  if (!isOk(response)) return { error: 'area.note.serialNotFound' };
  const info = response.detail_result ?? response.result ?? {};
  return { ...noteFromBean(info, String(serial).trim()), ...nameAfterBean(info) };
}

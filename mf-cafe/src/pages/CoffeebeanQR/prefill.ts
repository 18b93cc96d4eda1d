import type { FormValues } from '@coffee/field-toolkit/forms';
import { ORIGIN_FIELDS, localToday } from '@coffee/domain';

/** What `/api/cafe/beaninfo/*` tells of a roaster's blend or batch (names, origin, batch date and losses). */
export type BeanInfo = Readonly<Record<string, unknown>>;

/** Origin parts a blend's information carries, copied to the cafe bean's field of the same part. */
const ORIGIN_PARTS = ['single_origin', ...ORIGIN_FIELDS, 'desc'] as const;

const present = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A roaster's loss rate as the cafe stores it. Both keep loss rates in tenths of a percent (behaviour §03-9: cafe loss
 * values in tenths; the roaster's blend result is a scale-10 percent too), so 15.0 % arrives as 150 and stays
 * 150; anything that is not a finite number is left empty.
 */
export function cafeLoss(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : null;
}

/** A new catalogue bean from the roaster's blend: names, origin, description, linked to the blend's serial. */
export function beanPrefill(info: BeanInfo): FormValues {
  const values: FormValues = {
    coffeebean_name_kr: info.blending_name_kr ?? null,
    coffeebean_name: info.blending_name ?? null,
    blending_uuid: info.blending_uuid ?? null,
    blending_info_use: true,
    blending_cupnote_use: true,
  };
  for (const part of ORIGIN_PARTS) {
    const value = info[`blending_${part}`];
    if (present(value)) values[`coffeebean_${part}`] = value;
  }
  if (values.coffeebean_single_origin === undefined && Array.isArray(info.blending_country_list))
    values.coffeebean_single_origin = info.blending_country_list.length === 1;
  return values;
}

/** A received batch of the cafe's bean from the roaster's batch: its serial, code, dates and losses; today, the mass. */
export function receivedPrefill(info: BeanInfo, coffeebeanSeq: unknown, today = localToday()): FormValues {
  const batch = (info.blending_result ?? info) as BeanInfo;
  return {
    coffeebean_seq: coffeebeanSeq,
    blending_result_uuid: batch.blending_result_uuid ?? info.blending_result_uuid ?? null,
    blending_batch_code: batch.blending_batch_code ?? null,
    roasting_result_date:
      typeof batch.roasting_result_date === 'string' ? batch.roasting_result_date.slice(0, 10) : null,
    blending_result_date:
      typeof batch.blending_result_date === 'string' ? batch.blending_result_date.slice(0, 10) : null,
    blending_loss: cafeLoss(batch.blending_loss),
    blending_organic_loss: cafeLoss(batch.blending_organic_loss),
    received_date: today,
  };
}

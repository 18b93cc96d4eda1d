import type { DetailPageConfig, OptionCopy } from '@coffee/field-toolkit/engine';

type Derive = NonNullable<DetailPageConfig['derive']>;

/** The reference products are chosen by type and narrowed by maker (behaviour §02-4): another maker clears the product. */
export const equipmentDerive: Derive = (changed) =>
  changed === 'equip_manufacture_seq' ? { equip_seq: null } : undefined;

/**
 * Choosing a reference product fills the zero point (behaviour §02-4; scale 100, stored as the product's). Only a choice
 * copies: a loaded record keeps the zero point it was saved with.
 */
export const ZERO_POINT_COPY: OptionCopy = {
  field: 'equip_seq',
  copy: { equip_zero_point: 'equip_zero_point' },
  when: 'choice',
};

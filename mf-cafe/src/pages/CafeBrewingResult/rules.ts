import { dayTerm } from '@coffee/domain/brewing';
import type { DetailPageConfig, OptionCopy } from '@coffee/field-toolkit/engine';
import type { FormValues } from '@coffee/field-toolkit/forms';

type Derive = NonNullable<DetailPageConfig['derive']>;

/** The chosen received batch shows its roast date and losses (read-only, not stored). */
export const RECEIVED_COPY: OptionCopy = {
  field: 'received_seq',
  copy: {
    blending_result_date: 'blending_result_date',
    blending_loss: 'blending_loss',
    blending_organic_loss: 'blending_organic_loss',
  },
};

/** Choosing a recipe copies its bean and extraction type; the user's later changes stay. */
export const RECIPE_COPY: OptionCopy = {
  field: 'brewing_seq',
  copy: { coffeebean_seq: 'coffeebean_seq', brewing_type: 'brewing_type' },
  when: 'choice',
};

/** Days since roasting whenever the brew date or the batch's roast date changes. */
export function freshnessOf(values: FormValues): FormValues {
  return { brewing_date_term: dayTerm(values.brewing_result_date, values.blending_result_date) };
}

/**
 * A result's own rules (behaviour §03-3.4): a chosen recipe turns the result on; a new bean empties the batch; the beans'
 * age follows the brew date and the batch.
 */
export const resultDerive: Derive = (changed, { values }) => {
  if (changed === 'brewing_seq' && values.brewing_seq != null && values.brewing_seq !== '')
    return { brewing_result_use: true };
  if (changed === 'coffeebean_seq') return { received_seq: null, brewing_date_term: null };
  if (changed === 'brewing_result_date' || changed === 'received_seq' || changed === 'blending_result_date')
    return freshnessOf(values);
  return undefined;
};

export { COUNTER_READS } from '../brewList/counterReads';

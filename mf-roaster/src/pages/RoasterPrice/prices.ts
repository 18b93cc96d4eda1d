import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery, callWrite, sendWrite } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import { priceCalls } from '../../../model';
import type { PriceListAnswer } from '../../../model';

export type { PriceListAnswer };
export { priceCalls };

/** The price list as the roastery reads it (behaviour §05-10). */
export const priceListQuery = () =>
  queryOptions({
    ...callQuery(priceCalls.list, {}),
    select: (answer: CallAnswer<typeof priceCalls.list>): PriceListAnswer | null =>
      isOk(answer) ? answer.result : null,
  });

export interface NewPrice {
  blending_seq: number;
  bag_mass: number;
  price: number;
  valid_from: string;
  cafe_seq: number | null;
}

export const savePrice = (price: NewPrice) => sendWrite(callWrite(priceCalls.edit), { ...price });

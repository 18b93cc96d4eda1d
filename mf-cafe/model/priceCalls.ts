// What the cafe's order form reads of its roastery's prices (behaviour §05-10).
import { T, defineCall, organisationInfoCalls } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

const NumberParam = () => T.Optional(T.Union([T.Number(), T.String(), T.Null()]));

/** The cafe's price per bag of each blend a partner roastery sells, on the order's day, with its money settings. */
export const cafePriceCall = defineCall({
  path: '/api/cafe/order/prices',
  method: 'POST',
  tag: 'orders',
  summary: "The cafe's prices per bag of a partner roastery's blends on a day, with VAT and shipping settings",
  params: T.Open({ roaster_seq: NumberParam(), order_date: T.Optional(T.Union([T.String(), T.Null()])) }),
  result: T.Open({
    currency: T.String(),
    vat_rate: T.Number(),
    price_vat_included: T.Boolean(),
    shipping_fee: T.Number(),
    /** Null price: none in force that day (the order refuses the line). */
    prices: T.Array(T.Open({ blending_seq: T.Number(), bag_mass: T.Number(), price: T.Nullable(T.Number()) })),
  }),
});
export interface CafePrices extends Static<typeof cafePriceCall.result> {}

/** The cafe's own details (business identity), its managers' (behaviour §05-10). */
export const cafeInfoCalls = organisationInfoCalls('/api/cafe/info', 'CafeInfo');

// The roastery's price list (behaviour §05-10): one contract per call, read by the page and the route that serves it.
import { T, defineCall, organisationInfoCalls } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A number parameter as the forms send it: a number, its text, or nothing (the handler says what it requires). */
const NumberParam = () => T.Union([T.Number(), T.String(), T.Null()]);
const Names = { name: T.Nullable(T.String()), name_kr: T.Nullable(T.String()) };

const PriceBlend = T.Open({
  blending_seq: T.Number(),
  ...Names,
  /** The bag sizes it is sold in (0.1 g); a blend sold without sizes is priced per kg (10000). */
  bag_list: T.Array(T.Number()),
  /** Sold without sizes: priced per kg. */
  per_kg: T.Boolean(),
});
const PriceCafe = T.Open({
  cafe_seq: T.Number(),
  cafe_name: T.Nullable(T.String()),
  cafe_name_kr: T.Nullable(T.String()),
  /** The cafe's discount off list prices, percent. */
  discount: T.Number(),
});
const PriceEntry = T.Open({
  price_seq: T.Number(),
  blending_seq: T.Number(),
  bag_mass: T.Number(),
  /** Null: the list price; else that cafe's own price. */
  cafe_seq: T.Nullable(T.Number()),
  price: T.Number(),
  valid_from: T.Day(),
  rgst_by: T.Nullable(T.String()),
});

export const priceCalls = {
  /** The blends sold with their sizes, the partner cafes, and every price entered (the history), latest first. */
  list: defineCall({
    path: '/api/roaster/price/list',
    method: 'POST',
    tag: 'orders',
    summary: 'The price list: blends sold, partner cafes and every price with its day (history kept)',
    params: T.Open({ blending_seq: T.Optional(NumberParam()) }),
    result: T.Open({
      currency: T.String(),
      price_vat_included: T.Boolean(),
      vat_rate: T.Number(),
      blends: T.Array(PriceBlend),
      cafes: T.Array(PriceCafe),
      prices: T.Array(PriceEntry),
    }),
  }),
  /** A new price of a blend's bag size from a day, the list's or a partner cafe's; the history stays. */
  edit: defineCall({
    path: '/api/roaster/price/edit',
    method: 'POST',
    tag: 'orders',
    summary: "Sets a blend's price per bag from a day (list price, or a partner cafe's own)",
    params: T.Open({
      blending_seq: T.Optional(NumberParam()),
      bag_mass: T.Optional(NumberParam()),
      price: T.Optional(NumberParam()),
      valid_from: T.Optional(T.Union([T.String(), T.Null()])),
      cafe_seq: T.Optional(NumberParam()),
    }),
    result: T.Open({ price_seq: T.Number() }),
  }),
};
export interface PriceListAnswer extends Static<typeof priceCalls.list.result> {}
export interface PriceEntry extends Static<typeof PriceEntry> {}

/** The roastery's own details (money settings, business identity), its managers' (behaviour §05-10). */
export const roasterInfoCalls = organisationInfoCalls('/api/roaster/info', 'RoasterInfo');

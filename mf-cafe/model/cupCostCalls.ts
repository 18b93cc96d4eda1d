// The cost of a cup (behaviour §05-16): the bean cost of a dose at the price the cafe pays for the received lot.
// Cafe managers and up read it; baristas and assistants only when the owner allows it, else the figures are absent.
import { T, defineCall } from '@coffee/domain/contracts';

const NumberParam = () => T.Optional(T.Union([T.Number(), T.String(), T.Null()]));
const TextParam = () => T.Optional(T.Union([T.String(), T.Null()]));
const Amount = () => T.Number({ description: "In the currency's minor unit" });

export const cupCostCalls = {
  /** A dose's bean cost from a received lot's price (its order line's unit price ÷ bag size, without VAT). */
  detail: defineCall({
    path: '/api/cafe/cupcost/detail',
    method: 'POST',
    tag: 'costs',
    summary: 'The bean cost of a dose of a received lot, when the visitor may read it',
    params: T.Open({ received_seq: NumberParam(), brewing_bean_mass: NumberParam() }),
    result: T.Open({
      /** False: the visitor may not read cup costs (the figures are absent). */
      shown: T.Boolean(),
      currency: T.Optional(T.Nullable(T.String())),
      /** The lot's price per kg without VAT; null when it came without a price. */
      price_kg: T.Optional(T.Nullable(Amount())),
      cup_cost: T.Optional(T.Nullable(Amount())),
    }),
  }),
  /** The bean cost of the brews per day of a range, and whether the owner lets baristas read it. */
  list: defineCall({
    path: '/api/cafe/cupcost/list',
    method: 'POST',
    tag: 'costs',
    summary: 'Bean cost of the brews per day of a range',
    params: T.Open({ from: TextParam(), to: TextParam() }),
    result: T.Open({
      shown: T.Boolean(),
      baristas_see: T.Boolean(),
      currency: T.Optional(T.Nullable(T.String())),
      days: T.Optional(
        T.Array(
          T.Open({
            date: T.String({ description: 'YYYY-MM-DD' }),
            brews: T.Number(),
            /** Brews with a dose of a priced lot: the cost per cup is over these. */
            costed: T.Number(),
            bean_cost: Amount(),
            cup_cost: T.Nullable(Amount()),
          }),
        ),
      ),
    }),
  }),
  /** The owner's choice whether baristas (and assistants) see the cost of a cup. */
  edit: defineCall({
    path: '/api/cafe/cupcost/edit',
    method: 'POST',
    tag: 'costs',
    summary: 'Whether baristas see the cost of a cup (the owner)',
    params: T.Open({ cafe_cup_cost_barista: T.Optional(T.Union([T.Boolean(), T.Null()])) }),
    result: T.Open({ cafe_cup_cost_barista: T.Boolean() }),
  }),
};

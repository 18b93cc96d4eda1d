// The roastery's costs and margins (behaviour §05-14, §05-15): managers and up only, never a cafe's or another
// roastery's. Amounts are integers in the roastery's currency minor unit; masses in 0.1 g.
import { T, defineCall } from '@coffee/domain/contracts';

const TextParam = () => T.Union([T.String(), T.Null()]);
const Amount = () => T.Number({ description: "In the currency's minor unit" });

/** How a margin is grouped: per order, per cafe, per blend or per month of the shipment. */
export const MARGIN_GROUPS = ['order', 'cafe', 'blend', 'month'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

const MarginFigures = {
  revenue: Amount(),
  cost: Amount(),
  margin: Amount(),
  /** Mass shipped that the figures cover (priced and costed). */
  shipped_mass: T.Number(),
  /** Mass shipped left out: its order line has no price (placed before prices), or its batch no cost. */
  unpriced_mass: T.Number(),
  uncosted_mass: T.Number(),
};

const MarginRow = T.Open({
  key: T.String(),
  name: T.Nullable(T.String()),
  name_kr: T.Nullable(T.String()),
  ...MarginFigures,
});

export const costCalls = {
  /** Revenue, cost of goods and gross margin of what shipped in a range of days (behaviour §05-15). */
  margin: defineCall({
    path: '/api/roaster/margin',
    method: 'POST',
    tag: 'costs',
    summary: 'Margins of what shipped in a range of days, per order, cafe, blend or month',
    params: T.Open({ from: TextParam(), to: TextParam(), group: TextParam() }),
    result: T.Open({
      currency: T.String(),
      group: T.String(),
      rows: T.Array(MarginRow),
      totals: T.Open(MarginFigures),
    }),
  }),
  /** Cost per kg roasted per recipe and month (behaviour §05-14). */
  trend: defineCall({
    path: '/api/roaster/cost/trend',
    method: 'POST',
    tag: 'costs',
    summary: 'Cost per kg roasted by recipe and month in a range of days',
    params: T.Open({ from: TextParam(), to: TextParam() }),
    result: T.Open({
      currency: T.String(),
      rows: T.Array(
        T.Open({
          roasting_seq: T.Number(),
          roasting_name: T.Nullable(T.String()),
          roasting_name_kr: T.Nullable(T.String()),
          month: T.String({ description: 'YYYY-MM' }),
          batches: T.Number(),
          /** Roasted mass of the costed batches, and the batches without a cost left out. */
          roasted_mass: T.Number(),
          uncosted: T.Number(),
          cost: T.Nullable(Amount()),
          cost_per_kg: T.Nullable(Amount()),
        }),
      ),
    }),
  }),
};

import { PAGES } from '@coffee/api-kernel/domain';
import { hiddenKeys } from '@coffee/api-kernel/engine/record-visibility';
import { currencyOf, roasteryMargins } from '@coffee/roaster-server/costs/margins';
import { dailyCupCosts, readsCupCost } from '@coffee/cafe-server/costs/cup-costs';
import type { TileDef } from './tiles';

/**
 * This month's revenue, cost and margin of what shipped (behaviour §05-15), on the home of the roastery's managers
 * and up (the margin page's rights); amounts in the roastery's currency minor unit.
 */
export const monthMargin: TileDef = {
  id: 'monthMargin',
  page: PAGES.RoasterMargin,
  compute: async ({ db, org, today, access }) => {
    const range = { from: `${today.slice(0, 8)}01`, to: today };
    const { totals } = await roasteryMargins(db, org, range, 'month', await hiddenKeys(db, access));
    return {
      currency: await currencyOf(db, org),
      figures: { revenue: totals.revenue, cost: totals.cost, margin: totals.margin },
    };
  },
};

/**
 * Today's bean cost of the cafe's brews and its cost per cup (behaviour §05-16), on the cafe's home: for managers and
 * up, for baristas and assistants only when the owner allows it (else no tile).
 */
export const cupCostToday: TileDef = {
  id: 'cupCost',
  page: PAGES.CafeCupCost,
  compute: async ({ db, org, today, access }) => {
    if (!(await readsCupCost(db, access))) return null;
    const { currency, days } = await dailyCupCosts(db, org, { from: today, to: today });
    const day = days[0];
    if (!day || currency === null) return {};
    return { currency, figures: { bean_cost: day.bean_cost, cup_cost: day.cup_cost } };
  },
};

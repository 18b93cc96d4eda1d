import { findField, localToday, tradeEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { readRows } from '@coffee/field-toolkit/forms';
import {
  ORDER_VALUE,
  orderRestrict,
  orderSections,
  ReceiveAction,
  renderOrderField,
} from '@coffee/field-toolkit/blocks/trade';
import { createElement } from 'react';
import { OrderBags } from './OrderBags';
import { OrderValueLive } from './orderValue';
import { useOrderAgain } from './useOrderAgain';
import { CAFE_PAGES } from '../../../model';

const entity = tradeEntities.CafeOrder;
const lines = findField(entity, 'order_list');

/**
 * The cafe's orders to its roasteries (behaviour §05-2, §05-5, §05-8): the roastery and the coffees in its bag sizes, the
 * wanted-by date and a note; cancelled by the cafe while placed; received once shipped.
 */
export const page = definePage(CAFE_PAGES.CafeOrder, {
  detail: {
    sections: orderSections(entity, 'roaster_seq'),
    defaults: () => ({ order_date: localToday() }),
    // The form holds the lines as indexed fields (order_mass_0, ...); their masses add up to the total.
    derive: (changed, { values }) =>
      changed.startsWith('order_mass') || changed.startsWith('order_list')
        ? {
            order_total_mass: (lines ? readRows(values, lines) : []).reduce(
              (sum, row) => sum + (Number(row.order_mass) || 0),
              0,
            ),
          }
        : undefined,
    restrict: (def, screen) =>
      screen.mode === 'write' && (def.name === 'order_status' || def.name === 'order_reason')
        ? 'hidden'
        : orderRestrict(def, screen),
    useCustom: useOrderAgain,
    // A line is typed in bags; read, it reads as on the roastery's page (behaviour §05-7, §05-8).
    // Before placing, each line shows its price and the order its running value (behaviour §05-10).
    renderField: (def, name, context) =>
      def.name === 'order_mass' && context.mode !== 'view'
        ? createElement(OrderBags, { name, context })
        : context.mode !== 'view' && (ORDER_VALUE as readonly string[]).includes(def.name)
          ? createElement(OrderValueLive, { field: def.name as (typeof ORDER_VALUE)[number], context })
          : renderOrderField(def, name, context),
    actions: ReceiveAction,
  },
});

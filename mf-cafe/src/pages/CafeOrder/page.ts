import { localToday, PAGES, tradeEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { ReceiveAction } from '@coffee/field-toolkit/blocks/trade';
import { useOrderAgain } from './useOrderAgain';

const entity = tradeEntities.CafeOrder;

/**
 * The cafe's orders to its roasteries (behaviour §05-2, §05-5): the roastery and the coffees in its bag sizes, the
 * wanted-by date and a note; cancelled by the cafe while placed; received once shipped.
 */
export const page = definePage(PAGES.CafeOrder, {
  detail: {
    sections: [
      { title: 'area.sections.order', fields: ['roaster_seq', 'order_date', 'wanted_date', 'order_memo'] },
      { title: 'area.sections.orderLines', fields: ['order_list', 'order_total_mass'] },
      {
        title: 'area.sections.orderProgress',
        fields: [
          'order_status',
          'order_reason',
          'confirm_date',
          'ship_date',
          'receive_date',
          'cancel_date',
          'receive_memo',
        ],
      },
      auditSection(entity),
    ],
    defaults: () => ({ order_date: localToday() }),
    derive: (changed, { values }) =>
      changed.startsWith('order_list') || changed.startsWith('order_mass')
        ? {
            order_total_mass: (Array.isArray(values.order_list) ? values.order_list : []).reduce(
              (sum: number, row: { order_mass?: unknown }) => sum + (Number(row.order_mass) || 0),
              0,
            ),
          }
        : undefined,
    restrict: (def, { mode }) =>
      mode === 'write' && (def.name === 'order_status' || def.name === 'order_reason') ? 'hidden' : undefined,
    useCustom: useOrderAgain,
    actions: ReceiveAction,
  },
});

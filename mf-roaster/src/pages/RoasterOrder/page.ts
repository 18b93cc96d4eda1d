import { PAGES, tradeEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { RoasterOrderActions } from '@coffee/field-toolkit/blocks/trade';

const entity = tradeEntities.RoasterOrder;

/**
 * The orders the roastery's partner cafes placed (behaviour §05-2, §05-4): read here, moved on only by the actions
 * (confirm, cancel with a reason, ship picking blend batches).
 */
export const page = definePage(PAGES.RoasterOrder, {
  detail: {
    sections: [
      { title: 'area.sections.order', fields: ['cafe_name', 'order_date', 'wanted_date', 'order_memo'] },
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
    hideButtons: ['edit', 'delete', 'copy', 'paste'],
    actions: RoasterOrderActions,
  },
});

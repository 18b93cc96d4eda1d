import { tradeEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import {
  orderRestrict,
  orderSections,
  renderOrderField,
  RoasterOrderActions,
} from '@coffee/field-toolkit/blocks/trade';
import { ROASTER_PAGES } from '../../../model';

const entity = tradeEntities.RoasterOrder;

/**
 * The orders the roastery's partner cafes placed (behaviour §05-2, §05-4): read here, moved on only by the actions
 * (confirm, cancel with a reason, ship picking blend batches, close a line short). Each line reads as on the cafe's
 * page: the blend, the quantity in bags, what shipped, was received and is left (behaviour §05-7, §05-8).
 */
export const page = definePage(ROASTER_PAGES.RoasterOrder, {
  detail: {
    sections: orderSections(entity, 'cafe_name'),
    hideButtons: ['edit', 'delete', 'copy', 'paste'],
    actions: RoasterOrderActions,
    restrict: orderRestrict,
    renderField: renderOrderField,
  },
});

import type { EntityDef } from '@coffee/domain';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import type { DetailSection } from '@coffee/field-toolkit/engine';

/** An order's sections as both sides show it (behaviour §05-2): the other party, the coffees, the progress. */
export const orderSections = (entity: EntityDef, party: 'roaster_seq' | 'cafe_name'): DetailSection[] => [
  { title: 'area.sections.order', fields: [party, 'order_date', 'wanted_date', 'order_memo'] },
  {
    title: 'area.sections.orderLines',
    fields: ['order_list', 'order_total_mass', 'order_ship_mass', 'order_receive_mass', 'order_open_mass'],
  },
  // The order's value as placed, alike on both sides (behaviour §05-10).
  { title: 'area.sections.orderValue', fields: ['subtotal', 'shipping_fee', 'vat', 'total'] },
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
];

import { definePage } from '@coffee/field-toolkit/engine';
import { ROASTER_PAGES } from '../../../model';

/**
 * The roastery's own details (behaviour §05-10): its money settings (currency, VAT rate, prices with or without VAT,
 * the shipping fee per order) and the business identity its invoices print; one record, kept by its managers.
 */
export const page = definePage(ROASTER_PAGES.RoasterInfo, {
  detail: {
    // One record at the page's route: its last segment stands for the record, which the server takes as the
    // visitor's organisation.
    idParam: -1,
    sections: [
      { title: 'blocks.sections.basic', fields: ['roaster_name_kr', 'roaster_name'] },
      {
        title: 'area.sections.money',
        fields: ['roaster_currency', 'roaster_vat_rate', 'roaster_price_vat_included', 'roaster_shipping_fee'],
      },
      {
        title: 'area.sections.business',
        fields: [
          'roaster_biz_no',
          'roaster_biz_owner',
          'roaster_biz_address',
          'roaster_biz_type',
          'roaster_biz_item',
          'roaster_biz_email',
        ],
      },
    ],
  },
});

import { definePage } from '@coffee/field-toolkit/engine';
import { CAFE_PAGES } from '../../../model';

/** The cafe's own details (behaviour §05-10): the business identity its roasteries' invoices print, kept by its managers. */
export const page = definePage(CAFE_PAGES.CafeInfo, {
  detail: {
    // One record at the page's route: its last segment stands for the record, which the server takes as the
    // visitor's organisation.
    idParam: -1,
    sections: [
      { title: 'blocks.sections.basic', fields: ['cafe_name_kr', 'cafe_name'] },
      {
        title: 'area.sections.business',
        fields: [
          'cafe_biz_no',
          'cafe_biz_owner',
          'cafe_biz_address',
          'cafe_biz_type',
          'cafe_biz_item',
          'cafe_biz_email',
        ],
      },
    ],
  },
});

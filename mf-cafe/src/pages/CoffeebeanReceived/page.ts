import { cafeEntities } from 'mf-cafe/model';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_PAGES } from '../../../model';

const entity = cafeEntities.CoffeebeanReceived;

/** The sections of a received batch: what came in and its stock, the roaster's batch it came from, its QR serial. */
export const receivedSections = [
  {
    title: 'area.sections.received',
    fields: ['coffeebean_seq', 'received_date', 'received_div', 'received_mass', 'received_instock'],
  },
  {
    title: 'area.sections.batch',
    // The roastery's batch by its code and roast date; its serial is the QR's (behaviour §12-1), never shown as a label.
    fields: [
      'blending_batch_code',
      'roasting_result_date',
      'blending_result_date',
      'received_date_term',
      'blending_loss',
      'blending_organic_loss',
    ],
  },
  { title: 'area.sections.public', fields: ['received_uuid_str'] },
  auditSection(entity),
];

/** Beans the cafe received (behaviour §03-3.8): a bean of the catalogue, date, division, mass and the stock left. */
export const page = definePage(CAFE_PAGES.CoffeebeanReceived, {
  detail: {
    sections: receivedSections,
    // A new batch starts with all of it in stock.
    derive: (changed, { values, mode }) =>
      changed === 'received_mass' && mode === 'write' ? { received_instock: values.received_mass } : undefined,
  },
});

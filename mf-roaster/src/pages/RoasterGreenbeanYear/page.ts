import { createElement } from 'react';
import { definePage } from '@coffee/field-toolkit/engine';
import type { DetailSection } from '@coffee/field-toolkit/engine';
import { COST_FIGURES, CostFigure } from '../../shared/CostFigure';
import { traceActions } from '../../shared/TraceLink';
import { SELLER_LINK_COPY, greenbeanCopy, greenbeanSections } from '@coffee/field-toolkit/blocks/greenbean';
import { valuesFromQuery } from '../RoasterGreenbeanCatalogue/catalogueFlow';
import { ROASTER_PAGES } from '../../../model';

/** The lot's purchase cost (behaviour §05-14), before the audit: managers and up, the fields' roles hide it from others. */
const LOT_COST: DetailSection = {
  title: 'area.sections.cost',
  fields: [
    'greenbean_price_kg',
    'greenbean_freight',
    'greenbean_duties',
    'greenbean_other_cost',
    'greenbean_cost_kg',
    'cost_currency',
  ],
};

const withCostSection = (sections: DetailSection[]): DetailSection[] => {
  const audit = sections.findIndex((section) => section.title === 'blocks.sections.audit');
  const at = audit < 0 ? sections.length : audit;
  return [...sections.slice(0, at), LOT_COST, ...sections.slice(at)];
};

/**
 * The roastery's yearly lots with their stock (behaviour §02-3.2): bean and year are the id (locked on update), import and
 * packaging dates as 8 characters; choosing the bean fills what the lot describes.
 */
export const page = definePage(ROASTER_PAGES.RoasterGreenbeanYear, {
  detail: {
    // A lot opened for a bean just added (behaviour §09-2.3) has the bean chosen: only the lot is asked.
    defaults: ({ query }) => ({
      greenbean_year: new Date().getFullYear(),
      ...valuesFromQuery(query, ['greenbean_roaster_seq']),
    }),
    sections: withCostSection(
      greenbeanSections(
        ['greenbean_roaster_seq', 'greenbean_year', 'greenbean_import_date', 'greenbean_packaging_date'],
        ['greenbean_instock'],
      ),
    ),
    renderField: (_def, name, { values }) =>
      COST_FIGURES.has(name) ? createElement(CostFigure, { name, values }) : null,
    optionCopies: [greenbeanCopy('greenbean_roaster_seq'), SELLER_LINK_COPY],
    actions: traceActions('lot'),
  },
});

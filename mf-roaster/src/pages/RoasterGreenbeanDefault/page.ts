import { definePage } from '@coffee/field-toolkit/engine';
import { SELLER_LINK_COPY, greenbeanCopy, greenbeanSections } from '@coffee/field-toolkit/blocks/greenbean';
import {
  CATALOGUE_PREFILL,
  NEXT_STEP_LOT,
  firstLotPath,
  valuesFromQuery,
} from '../RoasterGreenbeanCatalogue/catalogueFlow';
import { ROASTER_PAGES } from '../../../model';

/**
 * The roastery's green beans (behaviour §02-3.1): picked from the administrators' catalogue, whose entry fills names, seller,
 * origin and ranges; the visibility decides the lowest staff role that sees the bean.
 */
export const page = definePage(ROASTER_PAGES.RoasterGreenbeanDefault, {
  detail: {
    sections: greenbeanSections(['greenbean_default_seq'], ['greenbean_user_auth']),
    optionCopies: [greenbeanCopy('greenbean_default_seq'), SELLER_LINK_COPY],
    // From the catalogue: the bean chosen, and once saved on to its first lot (behaviour §09-2.3).
    defaults: ({ query }) => valuesFromQuery(query, CATALOGUE_PREFILL),
    successPath: (saved, { mode, query }) =>
      mode === 'write' && query?.get('next') === NEXT_STEP_LOT && saved?.greenbean_roaster_seq
        ? firstLotPath(saved.greenbean_roaster_seq)
        : undefined,
  },
});

import { PAGES } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { SELLER_LINK_COPY, greenbeanCopy, greenbeanSections } from '@coffee/field-toolkit/blocks/greenbean';

/**
 * The roastery's green beans (behaviour §02-3.1): picked from the administrators' catalogue, whose entry fills names, seller,
 * origin and ranges; the visibility decides the lowest staff role that sees the bean.
 */
export const page = definePage(PAGES.RoasterGreenbeanDefault, {
  detail: {
    sections: greenbeanSections(['greenbean_default_seq'], ['greenbean_user_auth']),
    optionCopies: [greenbeanCopy('greenbean_default_seq'), SELLER_LINK_COPY],
  },
});

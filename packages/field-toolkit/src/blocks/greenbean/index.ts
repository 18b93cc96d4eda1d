export { SELLER_LINK_COPY, greenbeanCopy, greenbeanSections } from './greenbean';

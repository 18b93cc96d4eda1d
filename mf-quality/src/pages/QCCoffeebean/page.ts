import { notePage } from '../../shared/notePage';
import { QUALITY_PAGES } from '../../../model';

/** The cafe's quality notes on the beans of its catalogue (behaviour §03-2.3 cafe/cupnote/coffeebean). */
export const page = notePage(QUALITY_PAGES.QCCoffeebean, ['coffeebean_seq']);

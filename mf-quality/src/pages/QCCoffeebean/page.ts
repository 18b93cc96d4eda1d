import { PAGES } from '@coffee/domain';
import { notePage } from '../../shared/notePage';

/** The cafe's quality notes on the beans of its catalogue (behaviour §03-2.3 cafe/cupnote/coffeebean). */
export const page = notePage(PAGES.QCCoffeebean, ['coffeebean_seq']);

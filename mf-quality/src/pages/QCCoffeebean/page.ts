import { qualityEntities } from '@coffee/domain';
import { notePage } from '../../shared/notePage';

/** The cafe's quality notes on the beans of its catalogue (behaviour §03-2.3 cafe/cupnote/coffeebean). */
export const page = notePage('QCCoffeebean', qualityEntities.QCCoffeebean, ['coffeebean_seq']);

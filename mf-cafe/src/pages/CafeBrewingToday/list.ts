import { localToday } from '@coffee/domain/pages';
import { brewList } from '../brewList';

/** The day's brews: today (the cafe's local day) unless another day is picked; those kept on this phone first. */
export const list = brewList({ searchDefaults: () => ({ brewing_result_date: localToday() }) });

export { NewBrewButton as Toolbar } from './NewBrewButton';

import { localToday } from '@coffee/domain/pages';
import type { ListPageConfig } from '@coffee/field-toolkit/engine';

/** The day's brews: today (the cafe's local day) unless another day is picked. */
export const list: ListPageConfig = { searchDefaults: () => ({ brewing_result_date: localToday() }) };

export { NewBrewButton as Toolbar } from './NewBrewButton';

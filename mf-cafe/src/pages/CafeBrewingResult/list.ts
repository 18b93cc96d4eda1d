import { brewList } from '../brewList';

/** The cafe's brews, newest first, with those kept on this phone above them (behaviour §10-4.4). */
export const list = brewList();

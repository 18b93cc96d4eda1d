import type { ListPageConfig } from '@coffee/field-toolkit/engine';
import { NoteSummary } from './summary/NoteSummary';

/** The visitor's notes with their summary charts above the search. */
export const list: ListPageConfig = { summary: NoteSummary };

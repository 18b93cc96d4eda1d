import { createAreaApp } from '@coffee/field-toolkit/runtime';
import { pages } from './pages';
import { strings } from './strings';

export const { bootstrap, mount, unmount } = createAreaApp({ pages, strings });

import { createAreaApp } from '@coffee/field-toolkit/runtime';
import { pages } from './pages';

export const { bootstrap, mount, unmount } = createAreaApp({ pages });

import { warmFormats } from './i18n/warmFormats';
import { answerTapsOnPrerenderedPage } from './remotes/copyTaps';
import { askRouteScripts } from './remotes/routeScripts';

// While the shell's own scripts arrive: the route's list of scripts is read and the formatting data readied (docs/performance.md,
// "Loading on a phone").
askRouteScripts();
warmFormats();
answerTapsOnPrerenderedPage();
// The async boundary lets Module Federation negotiate shared modules before any of them is used.
import('./bootstrap');

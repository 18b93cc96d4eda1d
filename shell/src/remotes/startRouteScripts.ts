// The bootstrap's first import: the route's remote scripts are asked for as soon as the shell's own scripts have
// arrived, before the modules after this one (React, Fluent, the toolkit) are evaluated, which takes a phone's CPU a
// fifth of a second during which the line would stand idle (docs/performance.md, "Loading on a phone").
import { prefetchRouteScripts } from './routeScripts';

void prefetchRouteScripts();

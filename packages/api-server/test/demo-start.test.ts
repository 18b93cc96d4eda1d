// The API as `npm start` runs it, each on an embedded database of its own, whatever DATABASE_URL says: a run against
// another server would repeat these as they are.
import { demoStartSuite } from './suites/demo-start';

demoStartSuite();

import { after, before, describe } from 'node:test';
import type { TestEnv } from './harness';
import { startTestEnv } from './harness';
import { catalogueSuite } from './suites/catalogue';
import { codeSuite } from './suites/codes';
import { adminSuite } from './suites/admin';
import { cachingSuite } from './suites/caching';
import { engineSuite } from './suites/engine';
import { googleSuite } from './suites/google';
import { inventorySuite } from './suites/inventory';
import { organisationSuite } from './suites/organisation';
import { pagesSuite } from './suites/pages';
import { productionSuite } from './suites/production';
import { publicSuite } from './suites/public';
import { rightsSuite } from './suites/rights';
import { schemaSuite } from './suites/schema';
import { signSuite } from './suites/sign';
import { statusTransitionSuite } from './suites/status-transitions';
import { visibilitySuite } from './suites/visibility';

/** One database and server for every route family (suites share it; each creates its own records). */
describe('api-server on PostgreSQL', () => {
  const env = {} as TestEnv;
  before(async () => Object.assign(env, await startTestEnv()), { timeout: 120_000 });
  after(() => env.close?.());

  signSuite(env);
  codeSuite(env);
  rightsSuite(env);
  engineSuite(env);
  productionSuite(env);
  inventorySuite(env);
  pagesSuite(env);
  organisationSuite(env);
  statusTransitionSuite(env);
  publicSuite(env);
  adminSuite(env);
  cachingSuite(env);
  schemaSuite(env);
  googleSuite(env);
  visibilitySuite(env);
  catalogueSuite(env);
});

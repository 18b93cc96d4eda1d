import { buildApps } from './suite.mjs';
import { ensureDependencies } from './setup.mjs';

ensureDependencies();
buildApps();

import { ensureDependencies } from './setup.mjs';

ensureDependencies();
const { buildApps } = await import('./suite.mjs');
await buildApps();

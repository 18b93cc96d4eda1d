import { isIP } from 'node:net';

export interface DemoChoice {
  seed: boolean;
  /** Why, in the words the start prints ("Demo data: seeded: …" / "Demo data: not seeded: …"). */
  reason: string;
}

export interface DemoContext {
  /** DEMO=1 / --demo (true), DEMO=0 (false), not given (undefined). */
  demo?: boolean | undefined;
  /** The database is a server named by DATABASE_URL rather than the embedded one. */
  databaseUrl?: string | undefined;
  /** Where the API listens. */
  host: string;
  /** NODE_ENV=production. */
  production: boolean;
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the API. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare.startsWith('::ffff:127.');
}

/**
 * Whether the demo accounts (public password) are written. An explicit DEMO=1 always seeds and DEMO=0 never does;
 * without it only a development start seeds: the embedded database, not NODE_ENV=production, and an API that only
 * this machine can reach.
 */
export function demoChoice({ demo, databaseUrl, host, production }: DemoContext): DemoChoice {
  if (demo === true) return { seed: true, reason: 'DEMO=1 was given' };
  if (demo === false) return { seed: false, reason: 'DEMO=0 was given' };
  if (production) return { seed: false, reason: 'NODE_ENV=production (DEMO=1 seeds it anyway)' };
  if (!isLoopback(host))
    return { seed: false, reason: `the API listens on ${host}, not a loopback address (DEMO=1 seeds it anyway)` };
  if (databaseUrl) return { seed: false, reason: 'the database is DATABASE_URL (DEMO=1 seeds it)' };
  return { seed: true, reason: 'the embedded database on a loopback address (DEMO=0 leaves it out)' };
}

export const demoLine = (choice: DemoChoice): string =>
  `Demo data: ${choice.seed ? 'seeded' : 'not seeded'}: ${choice.reason}`;

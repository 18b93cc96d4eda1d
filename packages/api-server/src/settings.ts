import type { ApiServerOptions } from './index';
import { DEFAULT_SESSION_LIMITS } from '@coffee/api-kernel/auth/session';
import { TEST_SCRYPT_PARAMS } from '@coffee/api-kernel/auth/password';
import { DEFAULT_ACCOUNT_THROTTLE } from '@coffee/api-kernel/auth/throttle';

type Env = Readonly<Record<string, string | undefined>>;

const flag = (value: string | undefined) => value === '1' || value === 'true';

/** A positive number from the environment, or the default; anything else stops the start with the setting named. */
function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/** TRUST_PROXY: unset or 0: none; `true`: every hop; a number: that many proxies; else addresses / CIDRs. */
function trustProxy(raw: string | undefined): ApiServerOptions['trustProxy'] {
  if (!raw || raw === '0' || raw === 'false') return undefined;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * PASSWORD_COST=test: the test suites' cheap password hash, taken only with NODE_ENV=test, so a deployment can never
 * run on it by a stray variable: anywhere else the start stops.
 */
function passwordCost(env: Env): Pick<ApiServerOptions, 'passwordCost'> {
  if (env.PASSWORD_COST === undefined || env.PASSWORD_COST === '') return {};
  if (env.PASSWORD_COST !== 'test' || env.NODE_ENV !== 'test')
    throw new Error(
      `PASSWORD_COST=${env.PASSWORD_COST} is for test suites only: it needs PASSWORD_COST=test and NODE_ENV=test`,
    );
  return { passwordCost: TEST_SCRYPT_PARAMS };
}

/** The server's settings from the environment and command line (README: Settings, Production). */
export function serverOptionsFromEnv(env: Env, argv: readonly string[] = []): Omit<ApiServerOptions, 'corsOrigins'> {
  const demo = env.DEMO !== undefined || argv.includes('--demo') ? flag(env.DEMO) || argv.includes('--demo') : null;
  const proxy = trustProxy(env.TRUST_PROXY);
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    ...(demo === null ? {} : { demo }),
    production: env.NODE_ENV === 'production',
    logger: env.LOG !== '0' && env.LOG !== 'false',
    ...(env.COUNT_CACHE_MS !== undefined ? { countCacheMs: Number(env.COUNT_CACHE_MS) } : {}),
    // The API describes itself in development only.
    openApi: env.NODE_ENV !== 'production',
    ...(env.SIGNIN_PER_MINUTE ? { signinPerMinute: positive(env, 'SIGNIN_PER_MINUTE', 10) } : {}),
    ...(env.PUBLIC_PER_MINUTE ? { publicPerMinute: positive(env, 'PUBLIC_PER_MINUTE', 120) } : {}),
    accountThrottle: {
      ...DEFAULT_ACCOUNT_THROTTLE,
      attempts: positive(env, 'SIGNIN_PER_ACCOUNT', DEFAULT_ACCOUNT_THROTTLE.attempts),
    },
    secureCookies: flag(env.SECURE_COOKIES),
    ...(proxy === undefined ? {} : { trustProxy: proxy }),
    ...passwordCost(env),
    sessionLimits: {
      idleSeconds: positive(env, 'SESSION_IDLE_HOURS', DEFAULT_SESSION_LIMITS.idleSeconds / 3600) * 3600,
      maxSeconds: positive(env, 'SESSION_MAX_DAYS', DEFAULT_SESSION_LIMITS.maxSeconds / 86400) * 86400,
      perUser: positive(env, 'SESSION_MAX_PER_USER', DEFAULT_SESSION_LIMITS.perUser),
    },
  };
}

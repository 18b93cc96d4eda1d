import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N = 2^17 (128 MiB), r = 8, p = 1 at least (SOURCES.md). */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The test suites' cost: they sign the public demo accounts in hundreds of times, at 0.4 s of CPU each at the real
 * cost. Only a server started with NODE_ENV=test takes it (settings.ts); the real cost's own test checks the rest.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** scrypt needs 128 · N · r bytes; Node refuses more than `maxmem` (32 MiB by default). */
const MAX_MEMORY = 2 * 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Hashed for unknown user ids, at the server's cost, so the answer's timing does not tell which ids exist. */
export const unknownUserHash = ({ N, r, p }: ScryptParams = SCRYPT_PARAMS) =>
  `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA$AAAA`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** A stored hash made with other parameters than today's (hashed again at the next successful sign-in). */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== params.N || Number(r) !== params.r || Number(p) !== params.p;
}

/** What a new password must be: 12 characters at least, not one repeated character, not the demo password. */
export function weakPasswordReason(password: string, userId: string): string | null {
  if ([...password].length < 12) return 'at least 12 characters';
  if (new Set(password).size < 4) return 'at least 4 different characters';
  const lower = password.toLowerCase();
  if (lower === userId.toLowerCase() || lower.includes('coffee1234') || lower.includes('password')) {
    return 'not the user id, the demo password or "password"';
  }
  return null;
}

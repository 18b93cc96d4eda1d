import { createPublicKey, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';

export interface GoogleIdentity {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';

type Jwks = { keys: Array<JsonWebKey & { kid?: string }> };
export type JwksSource = () => Promise<Jwks>;

/** How long an answer may be reused, from its Cache-Control max-age (less its Age) or Expires; 0 for no-store. */
export function freshSeconds(headers: Headers, now = Date.now()): number {
  const control = headers.get('cache-control') ?? '';
  if (/\b(no-store|no-cache)\b/i.test(control)) return 0;
  const maxAge = /\bmax-age=(\d+)/i.exec(control)?.[1];
  if (maxAge !== undefined) return Math.max(0, Number(maxAge) - Number(headers.get('age') ?? 0));
  const expires = Date.parse(headers.get('expires') ?? '');
  return Number.isNaN(expires) ? 0 : Math.max(0, Math.floor((expires - now) / 1000));
}

/**
 * The signing keys published at `url`, kept as long as the answer's HTTP cache headers allow (Google's say hours),
 * so a sign-in does not fetch them each time; callers arriving while they are fetched share that fetch.
 */
export function jwksFrom(url: string, now: () => number = Date.now): JwksSource {
  let held: { jwks: Jwks; until: number } | null = null;
  let pending: Promise<Jwks> | null = null;
  const load = async (): Promise<Jwks> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`signing keys: HTTP ${response.status}`);
    const jwks = (await response.json()) as Jwks;
    held = { jwks, until: now() + freshSeconds(response.headers, now()) * 1000 };
    return jwks;
  };
  return () => {
    if (held && now() < held.until) return Promise.resolve(held.jwks);
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  };
}

export const fetchGoogleJwks: JwksSource = jwksFrom(CERTS_URL);

const decodePart = (part: string | undefined): Record<string, unknown> =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

/** Verifies an RS256 Google ID token: signature against the published keys, issuer, audience, expiry. */
export async function verifyGoogleIdToken(
  idToken: string,
  clientId: string,
  jwks: JwksSource = fetchGoogleJwks,
  now = Date.now(),
): Promise<GoogleIdentity> {
  const [head, body, signature] = idToken.split('.');
  if (!head || !body || !signature) throw new Error('malformed token');
  const header = decodePart(head);
  if (header.alg !== 'RS256') throw new Error('unexpected algorithm');
  const jwk = (await jwks()).keys.find((key) => key.kid === header.kid);
  if (!jwk) throw new Error('unknown signing key');
  const valid = verify(
    'RSA-SHA256',
    Buffer.from(`${head}.${body}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad signature');
  const claims = decodePart(body);
  if (!ISSUERS.includes(String(claims.iss))) throw new Error('bad issuer');
  if (claims.aud !== clientId) throw new Error('bad audience');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) throw new Error('expired');
  if (typeof claims.sub !== 'string') throw new Error('no subject');
  return {
    sub: claims.sub,
    ...(typeof claims.email === 'string' && claims.email_verified !== false ? { email: claims.email } : {}),
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    ...(typeof claims.picture === 'string' ? { picture: claims.picture } : {}),
  };
}

/** Exchanges a popup-mode authorization code for tokens (redirect_uri 'postmessage'). */
export async function exchangeGoogleCode(code: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
    }),
  });
  const tokens = (await response.json()) as { id_token?: string };
  if (!response.ok || !tokens.id_token) throw new Error(`code exchange failed: HTTP ${response.status}`);
  return tokens.id_token;
}

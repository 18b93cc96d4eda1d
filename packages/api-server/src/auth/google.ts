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

export type JwksSource = () => Promise<{ keys: Array<JsonWebKey & { kid?: string }> }>;

export const fetchGoogleJwks: JwksSource = async () => {
  const response = await fetch(CERTS_URL);
  if (!response.ok) throw new Error(`Google certificates: HTTP ${response.status}`);
  return (await response.json()) as { keys: Array<JsonWebKey & { kid?: string }> };
};

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

import type { FastifyReply, FastifyRequest } from 'fastify';
// The cookie plugin's request and reply members (registered by the composition, app.ts).
import type {} from '@fastify/cookie';

/** Over plain HTTP (development): a host-only cookie without `Secure`. */
export const SESSION_COOKIE = 'coffee_sid';
/** With SECURE_COOKIES=1 or over HTTPS: `__Host-` makes the browser keep it only with Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-coffee_sid';

export interface CookiePolicy {
  /** Always mark the cookie Secure (SECURE_COOKIES=1); otherwise only requests that came over HTTPS do. */
  secureCookies: boolean;
}

/**
 * HTTPS is the request's own protocol; `X-Forwarded-Proto` counts only when the app trusts its proxy (TRUST_PROXY),
 * which is what Fastify's `request.protocol` reads.
 */
const isSecure = (request: FastifyRequest, policy: CookiePolicy) =>
  policy.secureCookies || request.protocol === 'https';

/** The session token the request carries under the cookie name its connection uses. */
export function sessionTokenOf(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[isSecure(request, policy) ? SECURE_SESSION_COOKIE : SESSION_COOKIE];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  maxAgeSeconds: number,
): void {
  const secure = isSecure(request, policy);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

/** A device that signed in before (behaviour §04-7): a random token, kept a year, its hash in `signin_device`. */
export const DEVICE_COOKIE = 'coffee_device';
export const SECURE_DEVICE_COOKIE = '__Host-coffee_device';
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

export function deviceTokenOf(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[isSecure(request, policy) ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE];
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
): void {
  const secure = isSecure(request, policy);
  reply.setCookie(secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): void {
  const secure = isSecure(request, policy);
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}

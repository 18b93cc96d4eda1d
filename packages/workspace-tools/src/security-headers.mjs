// Security headers of every served app, built from the suite's own registry of origins (remotes.json).
import { createHash } from 'node:crypto';

/** Google's sign-in script and its endpoints (loaded by the shell only when GOOGLE_CLIENT_ID is set). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

const originOf = (url) => new URL(url).origin;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Fluent UI's styles (Griffel) and its theme are rules inserted through the CSSOM into `<style>` elements it adds
 * empty: the policy allows an inline style element only by the hash of its text, and the CSSOM is not restricted,
 * so the hash of the empty text admits exactly those (no nonce, no 'unsafe-inline': injected CSS stays refused).
 */
export const EMPTY_STYLE_HASH = sha256('');

/**
 * `'sha256-…'` of each inline `<style>` of an HTML document (the shell's index.html has one, a prerendered page
 * two).
 */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, css]) => sha256(css));
}

/**
 * The Content-Security-Policy of the suite's pages: scripts only from the shell's own origin and the remotes'
 * (REMOTE_OVERRIDES included, as served in remotes.json), connections to those and the API, no plugin, no framing.
 * Styles: the app's own files, Fluent's empty style elements ({@link EMPTY_STYLE_HASH}) and the inline `<style>`
 * of index.html by its hash. Charts draw and export through data: and blob: images. With a Google client id, Google's sign-in script, frame and endpoints are allowed too.
 * @param {{ apiOrigin: string, remotes: Record<string, string>, signInProviderClientId?: string | null }} config
 * @param {{ styleHashes?: string[], liveReloadOrigins?: string[] }} [options] `liveReloadOrigins`: remotes served
 *   by a webpack dev server (REMOTE_OVERRIDES), whose page reload listens on a websocket of the same host.
 */
export function contentSecurityPolicy(config, { styleHashes = [], liveReloadOrigins = [] } = {}) {
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))];
  const liveReload = liveReloadOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const google = config.signInProviderClientId ? [GOOGLE_SIGN_IN] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...google.map((url) => `${url}client`)],
    'style-src': ["'self'", EMPTY_STYLE_HASH, ...styleHashes, ...google.map((url) => `${url}style`)],
    'connect-src': ["'self'", originOf(config.apiOrigin), ...remotes, ...liveReload, ...google],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'frame-src': google.length > 0 ? google : ["'none'"],
    // The shell's own service worker (/sw.js), nothing else.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Headers of every response of an app's server (documents, scripts, remotes.json). */
export function securityHeaders(config, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

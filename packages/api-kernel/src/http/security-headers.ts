import type { FastifyInstance } from 'fastify';

/**
 * What every answer of the API carries (JSON, CSV, errors, preflights). The API serves no page: its policy allows
 * nothing to load or run and no page to frame it, should an answer ever be opened as a document.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  // Only pages of the same site read it without CORS (an <img> or <script> elsewhere cannot embed an answer).
  'cross-origin-resource-policy': 'same-site',
};

/** Sends {@link API_SECURITY_HEADERS} with every answer (registered first, so early answers carry them too). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(API_SECURITY_HEADERS);
  });
}

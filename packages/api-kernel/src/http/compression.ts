import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON and CSV answers (lists, details, exports) compressed as the client accepts: Brotli at a quality that costs
 * little CPU per answer, else gzip. Streams (CSV exports) are compressed as they are written, whatever their size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/json|text\/csv)(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

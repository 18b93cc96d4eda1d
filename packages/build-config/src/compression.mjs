// Brotli and gzip files beside every script, style sheet, JSON and HTML file of a production build, for the suite's
// static servers to send as they are (`Content-Encoding`), never compressing a response per request.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** What is compressed: the files a browser fetches as text (source maps only on demand: left as they are). */
export const COMPRESSED_FILES = /\.(?:m?js|css|json|html|svg|txt)$/;

/** Every such file, however small or badly it compresses: the server then always finds the encoded file. */
const ALL = { test: COMPRESSED_FILES, threshold: 0, minRatio: Number.MAX_SAFE_INTEGER };

export function compressionPlugins() {
  return [
    new CompressionPlugin({
      ...ALL,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...ALL, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

// The webpack + Module Federation configuration every app of the suite builds with.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { APPS, API_PORT, REMOTES, SHELL } from './apps.mjs';
import { ChunkGroupsPlugin } from './chunkGroups.mjs';
import { compressionPlugins } from './compression.mjs';
import { productionAliases } from './productionFiles.mjs';
import { sharedSingletons } from './shared.mjs';
import { ShortChunkIdsPlugin } from './shortChunkIds.mjs';
import { shellStartCacheGroup } from './shellStart.mjs';
import { engineCacheGroups } from './engineChunks.mjs';
import { ServiceWorkerPlugin } from './serviceWorker.mjs';

export { APPS, API_PORT, REMOTES, SHELL };

const require = createRequire(import.meta.url);

/**
 * The plugin that hands the shell's federation runtime to the remotes (what `provideExternalRuntime` adds), as its
 * ES module: the option adds its CommonJS build, which pulls in a second, CommonJS copy of the runtime (~14 KB gzip).
 */
const injectExternalRuntimePlugin = createRequire(require.resolve('@module-federation/enhanced/webpack'))
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

const tsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: require.resolve('ts-loader'),
  options: {
    // Types are checked once for the whole repo by `tsc -b`; the bundle only strips them.
    transpileOnly: true,
    onlyCompileBundledFiles: true,
    configFile: fileURLToPath(new URL('../tsconfig.transpile.json', import.meta.url)),
  },
};

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app
 * @param {'host' | 'remote'} options.role
 * @param {Record<string, string>} [options.exposes] remote only
 * @param {string} [options.title] host only: the HTML title
 */
export function createAppConfig({ appDir, role, exposes = {}, title = '' }) {
  const app = APPS.find((candidate) => appDir.endsWith(`/${candidate.dir}`));
  if (!app) throw new Error(`${appDir} is not an app of the suite`);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The remotes only the tests serve (workspace-tools/src/test-deploys.mjs, TEST_BUILD=1) are the production build
    // less what only makes files smaller: no minifying, source maps or pre-compressed copies.
    const shrink = production && process.env.TEST_BUILD !== '1';
    const outputDir = process.env.OUTPUT_DIR ?? `${appDir}/dist`;
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote's only entry is its container (remoteEntry.js), added by the federation plugin.
      entry: role === 'host' ? './src/index.ts' : {},
      // No eval-based source maps in development either: a dev-server remote runs under the suite's CSP (no eval).
      devtool: production ? shrink && 'source-map' : 'cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: role === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // By id: the runtime's file-name table then holds no readable names (they are in chunk-names.json).
        chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
        uniqueName: app.federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: production ? productionAliases(appDir) : {},
      },
      module: {
        rules: [
          tsRule,
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset' },
          // Style sheets come as text, for the CSSOM (the Content-Security-Policy refuses inline style text).
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          ...(role === 'remote'
            ? { filename: 'remoteEntry.js', exposes, manifest: true }
            : { remotes: {}, runtimePlugins: [injectExternalRuntimePlugin] }),
          shared: sharedSingletons(appDir),
          // A shared module comes from the copy already loaded (the shell provides every singleton first). The
          // default, version-first, fetches and initialises every registered remote's entry on each lazily loaded
          // shared module to compare versions: five remotes' entries on a page that needs one.
          shareStrategy: 'loaded-first',
          dts: false,
          // The shell provides the federation runtime once (as a global, by the plugin above); remotes use it
          // instead of bundling a copy.
          experiments: {
            asyncStartup: false,
            ...(role === 'remote' ? { externalRuntime: true } : {}),
            // Browser-only runtime: no Node script loaders. No snapshot plugin: the shell registers each remote by
            // its remoteEntry.js (remotes.json), so the runtime never reads a manifest.
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new ShortChunkIdsPlugin(),
        new ChunkGroupsPlugin(),
        ...(role === 'host'
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', title, scriptLoading: 'defer' }),
              // The offline app shell (behaviour §06-6); only the production build registers it.
              ...(production ? [new ServiceWorkerPlugin(`${appDir}/src/serviceWorker/sw.js`)] : []),
            ]
          : []),
        ...(shrink ? compressionPlugins() : []),
      ],
      optimization: {
        // Readable chunk names (react-dom, fluentui, ...) for the size report and the network tests
        // (chunk-names.json); the files and the runtime use short numeric ids (ShortChunkIdsPlugin).
        chunkIds: 'named',
        splitChunks: {
          cacheGroups: {
            ...(role === 'host' ? { shellStart: shellStartCacheGroup } : {}),
            ...(role === 'remote' ? engineCacheGroups : {}),
            // Fluent's icons in one chunk per app: split by package as other vendors, the icons a page's parts use
            // came as a dozen chunks of 1 KB, each a request with its headers on a phone's slow line.
            fluentIcons: {
              test: /[\\/]node_modules[\\/]@fluentui[\\/]react-icons[\\/]/,
              name: 'fluent-icons',
              chunks: 'async',
              priority: 10,
              enforce: true,
            },
          },
        },
        minimize: shrink,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: Number(process.env.DEV_PORT ?? app.port),
        host: '127.0.0.1',
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: role === 'host',
        hot: false,
        liveReload: true,
        // The live-reload socket by the name the suite uses (REMOTE_OVERRIDES=…http://localhost:<port>/…), the one
        // origin the shell's Content-Security-Policy allows it.
        client: { overlay: { warnings: false }, webSocketURL: { hostname: 'localhost' } },
      },
    };
  };
}

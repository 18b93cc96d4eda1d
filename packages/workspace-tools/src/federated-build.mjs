// For tests of the build's chunking: a small app written to a temporary folder (its own node_modules included) and
// compiled with webpack and the federation plugin as the suite's apps are, giving each chunk's modules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './setup.mjs';

const requireFromBuildConfig = createRequire(join(repoRoot, 'packages', 'build-config', 'package.json'));
const webpack = requireFromBuildConfig('webpack');
const { ModuleFederationPlugin } = requireFromBuildConfig('@module-federation/enhanced/webpack');

/**
 * @typedef {{ files: string[], types: string[] }} BuiltChunk a chunk's modules: their files relative to the app, and
 *   the module types of all of them (the federation plugin's own modules have no file)
 * @param {object} app
 * @param {Record<string, string>} app.files path in the app's folder -> text (`src/index.js` is the entry)
 * @param {Record<string, object>} app.shared the federation plugin's `shared` option
 * @param {Record<string, object>} app.cacheGroups `splitChunks.cacheGroups`
 * @returns {Promise<{ dir: string, chunks: Record<string, BuiltChunk>, holders(file: string): string[], remove(): void }>}
 *   chunks by name (or id), and the names of the chunks holding a file
 */
export async function buildFederatedApp({ files, shared, cacheGroups }) {
  const dir = mkdtempSync(join(tmpdir(), 'federated-build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist'), chunkFilename: '[name].js', publicPath: '/' },
    // Modules one by one (not concatenated), so each chunk lists the files it holds.
    optimization: { chunkIds: 'named', minimize: false, concatenateModules: false, splitChunks: { cacheGroups } },
    plugins: [new ModuleFederationPlugin({ name: 'app', shared, dts: false })],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) =>
      error || result.hasErrors() ? reject(error ?? result.toString()) : resolve(result),
    ),
  );
  const { chunks: list } = stats.toJson({ chunks: true, chunkModules: true, modules: false });
  const chunks = Object.fromEntries(
    list.map((chunk) => [
      chunk.names[0] ?? String(chunk.id),
      {
        files: (chunk.modules ?? []).flatMap((module) =>
          module.nameForCondition ? [module.nameForCondition.slice(dir.length + 1)] : [],
        ),
        types: (chunk.modules ?? []).map((module) => module.moduleType),
      },
    ]),
  );
  return {
    dir,
    chunks,
    holders: (file) => Object.keys(chunks).filter((name) => chunks[name].files.includes(file)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A package of the app's node_modules: its manifest and files, as `files` of `buildFederatedApp` takes them. */
export function nodePackage(name, files, exports = undefined) {
  return Object.fromEntries([
    [`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', ...(exports ? { exports } : {}) })],
    ...Object.entries(files).map(([file, text]) => [`node_modules/${name}/${file}`, text]),
  ]);
}

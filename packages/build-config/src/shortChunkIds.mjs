// Chunk ids appear many times in the runtime of every app (the share scope's and the consumed modules' chunk lists):
// webpack's readable ids (`vendors-node_modules_pnpm_react-dom_19_3_1_...`) cost ~10 KB gzip per runtime. This
// plugin gives every chunk a short number as its id and keeps the readable id as the chunk's name. Production chunk
// files are named by id (`12.<hash>.js`), so the runtime's file-name table holds no names either (~1-1.5 KB gzip per
// runtime); `chunk-names.json` beside them maps each file to its readable name for the size report and the tests.
const PLUGIN_NAME = 'ShortChunkIdsPlugin';
export const CHUNK_NAMES_FILE = 'chunk-names.json';

export class ShortChunkIdsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      // Runs after `optimization.chunkIds: 'named'` has given every chunk its readable id.
      compilation.hooks.optimizeChunkIds.tap(PLUGIN_NAME, (chunks) => {
        const sorted = [...chunks].sort((a, b) => String(a.id).localeCompare(String(b.id)));
        sorted.forEach((chunk, index) => {
          chunk.name ??= String(chunk.id);
          chunk.id = index;
          chunk.ids = [index];
        });
      });
    });
    // The main compilation only (child compilations, such as the HTML plugin's, have chunks of their own).
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const names = {};
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) names[file] = chunk.name;
          }
          compilation.emitAsset(CHUNK_NAMES_FILE, new RawSource(`${JSON.stringify(names, null, 2)}\n`));
        },
      );
    });
  }
}

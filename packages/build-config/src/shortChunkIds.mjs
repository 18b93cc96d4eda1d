// Chunk ids appear many times in the runtime of every app (the share scope's and the consumed modules' chunk lists):
// webpack's readable ids (`vendors-node_modules_pnpm_react-dom_19_3_1_...`) cost ~10 KB gzip per runtime. This
// plugin keeps the readable name for the file (`[name]`, which the size report and the network tests read) and
// gives every chunk a short number as its id.
const PLUGIN_NAME = 'ShortChunkIdsPlugin';

export class ShortChunkIdsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
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
  }
}

// What a lazily loaded part of an app fetches, for the shell's server to name in a page's preload hints
// (workspace-tools/src/shell-documents.mjs). `chunk-groups.json` maps each `import()` request (`./bootstrap`,
// `./pages/RoastingResult/page`), each entry point (the shell's `main`) and each shared module the app provides (by
// share key) to its script files and to the share keys its chunks consume, which another app's provided copy may
// serve; and each page of an area's page list (`src/pages.ts`: `entityPage(ROASTER_PAGES.RoastingResult, () => import(...),
// ...)`) to the imports it makes.
const PLUGIN_NAME = 'ChunkGroupsPlugin';
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** Scripts of a chunk group and the share keys its chunks consume. */
function describe(compilation, group) {
  const files = new Set();
  const consumes = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
    }
  }
  return { files: [...files].sort(), consumes: [...consumes].sort() };
}

const PAGE_LIST = /[\\/]src[\\/]pages\.tsx?$/;

/** The page key (`<AREA>_PAGES.<key>`) the import at `loc` of an area's page list belongs to: the last one named before it. */
function pageKeyAt(module, loc) {
  const lines = String(module.originalSource()?.source() ?? '').split('\n');
  const before = [...lines.slice(0, loc.start.line - 1), lines[loc.start.line - 1]?.slice(0, loc.start.column)];
  return [...before.join('\n').matchAll(/\b(?:[A-Z]+_)*PAGES\.(\w+)/g)].at(-1)?.[1];
}

export class ChunkGroupsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const imports = {};
          const provides = {};
          /** @type {Record<string, string[]>} page key -> its imports */
          const pages = {};
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            for (const { module, request, loc } of group.origins) {
              if (module?.type === 'provide-module') provides[module._name] = describe(compilation, group);
              else if (request?.startsWith('.')) imports[request] = describe(compilation, group);
              const key = PAGE_LIST.test(module?.resource ?? '') && loc?.start ? pageKeyAt(module, loc) : undefined;
              if (key) pages[key] = [...new Set([...(pages[key] ?? []), request])].sort();
            }
          }
          const entries = {};
          for (const [name, entrypoint] of compilation.entrypoints) entries[name] = describe(compilation, entrypoint);
          const json = JSON.stringify({ entries, imports, provides, pages }, null, 2);
          compilation.emitAsset(CHUNK_GROUPS_FILE, new RawSource(`${json}\n`));
        },
      );
    });
  }
}

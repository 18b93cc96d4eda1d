// Writes the shell's service worker into its build as /sw.js, its cache named by the build (behaviour §06-6).
import { readFileSync } from 'node:fs';

const PLACEHOLDER = /__BUILD_ID__/g;

export class ServiceWorkerPlugin {
  /** @param {string} source the worker's script, with `__BUILD_ID__` where the build's id goes */
  constructor(source) {
    this.source = source;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        // After the other files are named by their content, so the build's hash covers them all.
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const build = compilation.hash.slice(0, 12);
          const script = readFileSync(this.source, 'utf8').replace(PLACEHOLDER, build);
          compilation.emitAsset('sw.js', new sources.RawSource(script));
        },
      );
    });
  }
}

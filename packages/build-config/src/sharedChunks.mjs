// What a chunk is loaded for, as the federation plugin's modules say it: the code of shared modules, or an app's own
// `import()`. The cache groups that merge shared modules' scripts (shellStart.mjs, engineChunks.mjs) read it.

/** The share key of the federation plugin's module that provides or consumes a shared module, else undefined. */
function shareKeyOf(module) {
  if (module?.type === 'provide-module') return module._name;
  if (module?.type === 'consume-shared-module') return module.options.shareKey;
  return undefined;
}

/**
 * The share keys of the shared modules whose code `chunk` is loaded for; none when one of its groups is an `import()`
 * of the app's or an entry.
 * @param {import('webpack').Chunk} chunk
 * @returns {Set<string>}
 */
export function shareKeysOf(chunk) {
  const keys = new Set();
  for (const group of chunk.groupsIterable) {
    if (group.origins.length === 0) return new Set();
    for (const origin of group.origins) {
      const key = shareKeyOf(origin.module);
      if (key === undefined) return new Set();
      keys.add(key);
    }
  }
  return keys;
}

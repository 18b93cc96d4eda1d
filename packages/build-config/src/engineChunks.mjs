// A remote's page engine in two scripts. Each toolkit folder is a shared module of its own (shared.mjs), so an entity
// page's engine came as a dozen scripts (the engine, its list, the page plumbing, value formats, the detail screen,
// forms, field actions, widget frames) with as many of Fluent's components split beside them: on a phone's slow line
// each is a request with its round trip, and each a script element the page's runtime inserts (docs/performance.md, "Loading on a
// phone"). These cache groups put what the code of those shared modules holds into one chunk for a list and one for a
// record, which each of their groups loads. The list's comes first: what both use is in it.
import { shareKeysOf } from './sharedChunks.mjs';

const toolkit = (folder) => `@coffee/field-toolkit/${folder}`;

/** The shared modules of each script, by share key; a script's modules are those their code holds. */
export const ENGINE_CHUNKS = {
  'engine-list': ['engine', 'engine/list', 'blocks/plumbing', 'widgets/format'].map(toolkit),
  'engine-detail': ['engine/detail', 'forms', 'forms/fieldActions/actions', 'widgets/shared', 'blocks/origin'].map(
    toolkit,
  ),
};

/** A remote's `splitChunks` cache groups, one per script of `ENGINE_CHUNKS`. */
export const engineCacheGroups = Object.fromEntries(
  Object.entries(ENGINE_CHUNKS).map(([name, family], index) => [
    name,
    {
      // A module of the app that only shared modules' code holds, that of one of these among them. One an app's own
      // code (a page) holds as well stays in webpack's split: another remote's page, run on the first remote's
      // engine, would otherwise download its whole engine script for it. The federation plugin's provide and consume
      // modules stay where it put them: moved, a chunk would wait for a consumed module it holds and never run.
      test: (module, { chunkGraph }) => {
        if (!module.resource) return false;
        const keys = [...chunkGraph.getModuleChunksIterable(module)].map(shareKeysOf);
        return (
          keys.every((chunkKeys) => chunkKeys.size > 0) &&
          keys.some((chunkKeys) => [...chunkKeys].some((key) => family.includes(key)))
        );
      },
      name,
      chunks: 'async',
      enforce: true,
      // Above Fluent's icons chunk (index.mjs): the icons the engine draws come with it.
      priority: 20 - index,
    },
  ]),
);

// The public tools' model (`mf-public-tools/model`): isomorphic TypeScript read by its remote, by other areas'
// remotes for the bean pages' calls, and by the API server; bundled into each remote that reads it (never a shared
// module). It holds the contracts of the area's hand-written calls.
export * from './calls';

// Quality's model (`mf-quality/model`): isomorphic TypeScript read by its remote and by the API server, bundled into
// the remote (never a shared module). It holds the contracts of the area's hand-written calls.
export * from './calls';

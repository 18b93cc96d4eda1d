// The quality area's model (`mf-quality/model`): isomorphic TypeScript read by its remote and by the API server,
// bundled into the remote (never a shared module): its entities, its pages, the entries it adds to the menu and the
// contracts of its hand-written calls.
export * from './calls';
export * from './pages';
export * from './menu';
export * from './entities';
export * from './cuppingEntities';
export * from './labels';

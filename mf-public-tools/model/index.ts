// The public tools' model (`mf-public-tools/model`): isomorphic TypeScript read by its remote, by other areas' remotes
// for the bean pages' calls, and by the API server; bundled into each remote that reads it (never a shared module): its
// entities, its pages, the entries it adds to the menu and the contracts of its hand-written calls.
export * from './calls';
export * from './pages';
export * from './menu';
export * from './entities';
export * from './labels';

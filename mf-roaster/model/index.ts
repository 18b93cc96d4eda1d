// The roastery area's model (`mf-roaster/model`): isomorphic TypeScript read by its remote and by the API server,
// bundled into the remote (never a shared module). It holds its entities, its pages, the entries it adds to the menu
// and the contracts of its hand-written calls.
export * from './calls';
export * from './costCalls';
export * from './pages';
export * from './menu';
export * from './priceCalls';
export * from './entities';
export * from './costFields';
export * from './labels';

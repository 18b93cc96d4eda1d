// Entry `@coffee/domain/contracts`: the kernel of hand-written calls' contracts (`defineCall`, the schema builders,
// the refusal every call may answer) and the contracts of calls that belong to no area. An area's calls are in its
// own model (`mf-<area>/model`).
export * from './define';
export * from './brewHistory';
export * from './records';
export * from './lookups';
export * from './codes';
export * from './inventory';
export * from './sign';
export * from './suite';
export * from './invoice';

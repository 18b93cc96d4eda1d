export { ownerEntity, ownerPageKey, orgPath } from './orgPages';
export type { PageOwner } from './orgPages';
export * from './staff';
export * from './events';
export * from './equipment';
export * from './userInfo';
export * from './create';
export * from './eventJoin';

export { createTestI18n, testMessages, testFields } from './i18n';
export { renderWithProviders, TestProviders, createTestQueryClient } from './render';
export type { RenderOptions } from './render';
export { expectSkeletonOnly } from './skeleton';
export { testBean } from './entity';
export { jsonResponse, mockFetch, postedBody } from './fetch';
export { contextOf } from './pageContext';
export { areaPageAt } from './areaRoutes';
export { signInAsOwner } from './session';

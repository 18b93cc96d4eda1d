export { CREATE_DEFAULTS, createPage } from './createPage';
export { createAllowance } from './createAllowance';
export type { CreateAllowance } from './createAllowance';
export { CreateOrganisationScreen } from './CreateOrganisationScreen';

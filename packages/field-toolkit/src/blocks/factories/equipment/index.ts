export { equipmentPage } from './equipmentPage';
export { ZERO_POINT_COPY, equipmentDerive } from './equipmentRules';

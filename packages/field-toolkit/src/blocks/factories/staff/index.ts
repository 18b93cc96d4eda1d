export { staffPage } from './staffPage';
export { relationPage } from './relationPage';
export { staffScreenOf, staffStatusChoices, statusFieldChoices, statusOptions } from './staffStatus';

export { staffPage } from './staffPage';
export { STAFF_SCREEN_ROUTES, staffScreenOf, staffStatusChoices } from './staffStatus';

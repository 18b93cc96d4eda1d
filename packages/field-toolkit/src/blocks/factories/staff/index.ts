export { staffPage } from './staffPage';
export { relationPage } from './relationPage';
export {
  STAFF_SCREEN_ROUTES,
  staffScreenOf,
  staffStatusChoices,
  statusFieldChoices,
  statusOptions,
} from './staffStatus';

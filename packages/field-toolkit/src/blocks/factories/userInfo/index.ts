export { userInfoPage } from './userInfoPage';

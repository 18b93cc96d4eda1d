import { PAGES } from '@coffee/domain';
import { organisationPage } from '../../shared/organisationPage';

export const page = organisationPage(PAGES.SettingCafe, 'cafe');

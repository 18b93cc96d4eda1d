import { organisationPage } from '../../shared/organisationPage';
import { REFERENCE_PAGES } from '../../../model';

export const page = organisationPage(REFERENCE_PAGES.SettingRoaster, 'roaster');

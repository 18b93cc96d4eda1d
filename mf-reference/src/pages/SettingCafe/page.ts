import { referenceEntities } from '@coffee/domain';
import { organisationPage } from '../../shared/organisationPage';

export const page = organisationPage('SettingCafe', referenceEntities.SettingCafe, 'cafe');

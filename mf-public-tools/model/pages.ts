import { publicEntities as entities } from './entities';
import { entityPageOf, screenPageOf } from '@coffee/domain/pages';
import { PUBLIC_ROUTES } from '@coffee/domain/navigation';

/** Pages anyone may open: the public bean information and a cafe's page for its customers (behaviour §03-2.2). */
export const PUBLIC_PAGES = {
  BeanInfo: entityPageOf(entities.BeanInfo, PUBLIC_ROUTES.beanInfo, ['원두 정보', 'Bean information']),
  BeanDetail: entityPageOf(entities.BeanDetail, PUBLIC_ROUTES.beanDetail, ['원두 상세', 'Bean details']),
  CafeBeanInfo: entityPageOf(entities.CafeBeanInfo, PUBLIC_ROUTES.cafeBeanInfo, [
    '카페 원두 정보',
    'Cafe bean information',
  ]),
  CafeBeanDetail: entityPageOf(entities.CafeBeanDetail, PUBLIC_ROUTES.cafeBeanDetail, [
    '카페 원두 상세',
    'Cafe bean details',
  ]),
  CafeSettingNote: screenPageOf('CafeSettingNote', PUBLIC_ROUTES.settingNote, ['세팅 노트', "Today's coffee"]),
} as const;

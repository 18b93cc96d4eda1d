import { publicEntities as entities } from '../model/entities/public';
import { entityPageOf, screenPageOf } from './descriptor';

/** Pages anyone may open: the public bean information and a cafe's page for its customers (behaviour §03-2.2). */
export const PUBLIC_PAGES = {
  BeanInfo: entityPageOf(entities.BeanInfo, 'info/beannote/beaninfo', ['원두 정보', 'Bean information']),
  BeanDetail: entityPageOf(entities.BeanDetail, 'info/beannote/beandetail', ['원두 상세', 'Bean details']),
  CafeBeanInfo: entityPageOf(entities.CafeBeanInfo, 'info/beannote/coffeebean', [
    '카페 원두 정보',
    'Cafe bean information',
  ]),
  CafeBeanDetail: entityPageOf(entities.CafeBeanDetail, 'info/beannote/coffeebeandetail', [
    '카페 원두 상세',
    'Cafe bean details',
  ]),
  CafeSettingNote: screenPageOf('CafeSettingNote', 'cafe/setting/settingnote', ['세팅 노트', "Today's coffee"]),
} as const;

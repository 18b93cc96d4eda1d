import type { MenuPart } from '@coffee/domain/navigation';
import { SIGNED_IN, menuNode as node } from '@coffee/domain/navigation';

/** A coffee lover's own notes, equipment, profile and links (behaviour §03-2.3). */
export const USER_MENU: readonly MenuPart[] = [
  {
    at: ['info'],
    nodes: [
      node('etc', '기타', 'More', {
        order: 70,
        rights: { crud: SIGNED_IN },
        children: [node('equip', '내 장비', 'My equipment')],
      }),
    ],
  },
  {
    at: ['user'],
    nodes: [
      node('usernote', '커피 노트', 'Coffee notes', {
        order: 10,
        children: [
          node('coffeenote', '커피 노트', 'Coffee notes'),
          node('brewingdefault', '추출 설정', 'Brewing settings'),
          node('brewingresult', '추출 기록', 'Brewing records', { display: false }),
          node('equip', '내 장비', 'My equipment'),
        ],
      }),
      node('userinfo', '내 정보', 'My profile', {
        order: 20,
        rights: { crud: SIGNED_IN, create: [], delete: [] },
        children: [
          node('basicinfo', '기본 정보', 'Basic information'),
          node('detailinfo', '기본 정보', 'Basic information', { display: false }),
        ],
      }),
      node('link', '링크', 'Links', {
        order: 30,
        children: [
          node('intro', '바코드 안내', 'Barcode guide'),
          node('cafesignup', '카페 가입', 'Join a cafe'),
          node('roastersignup', '로스터리 가입', 'Join a roastery'),
        ],
      }),
    ],
  },
];

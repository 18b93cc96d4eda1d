import type { MenuPart } from '@coffee/domain/navigation';
import { PUBLIC_READ, menuNode as node } from '@coffee/domain/navigation';

/** The free tools and the public bean pages: what a guest opens (behaviour §03-2.2). */
export const PUBLIC_TOOLS_MENU: readonly MenuPart[] = [
  {
    at: ['info'],
    nodes: [
      node('intro', '소개', 'Introduction', { order: 10 }),
      node('guide', '안내', 'Guide', { order: 20 }),
      node('chart', '커피 도구', 'Coffee tools', {
        order: 30,
        children: [
          node('flavorwheel', '플레이버 휠', 'Flavor wheel'),
          node('radarchart', '레이더 차트', 'Radar chart'),
          node('brewingrecord', '추출 기록', 'Brewing record'),
          node('roasting', '로스팅 프로파일', 'Roasting profile'),
        ],
      }),
      node('beannote', '원두 정보', 'Bean information', {
        order: 40,
        children: [
          node('intro', '원두 정보 안내', 'About bean information'),
          node('beaninfo', '원두 정보', 'Bean information', { display: false }),
          node('beandetail', '원두 상세', 'Bean details', { display: false }),
          node('coffeebean', '카페 원두 정보', 'Cafe bean information', { display: false }),
          node('coffeebeandetail', '카페 원두 상세', 'Cafe bean details', { display: false }),
        ],
      }),
    ],
  },
  {
    at: ['cafe', 'setting'],
    nodes: [node('settingnote', '세팅 노트', "Today's coffee", { rights: { list: ['GUEST'], read: ['GUEST'] } })],
  },
  {
    at: ['cafe', 'coffeebean'],
    nodes: [
      node('beaninfo', '원두 정보', 'Bean information', { display: false, org: null, rights: PUBLIC_READ }),
      node('beandetail', '원두 상세', 'Bean detail', { display: false, org: null, rights: PUBLIC_READ }),
    ],
  },
  {
    at: ['cafe'],
    nodes: [
      node('beannote', '원두 노트', 'Bean notes', {
        order: 90,
        display: false,
        org: null,
        rights: PUBLIC_READ,
        children: [node('beaninfo', '원두 정보', 'Bean information')],
      }),
    ],
  },
];

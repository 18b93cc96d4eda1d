import type { MenuPart } from '@coffee/domain/navigation';
import { menuNode as node } from '@coffee/domain/navigation';

/** Cupping and quality notes of the roastery and the cafe (behaviour §03-2, §04-4). */
export const QUALITY_MENU: readonly MenuPart[] = [
  {
    at: ['cafe'],
    nodes: [
      node('cupnote', '커핑 노트', 'Cupping notes', {
        order: 30,
        children: [node('coffeebean', '원두 커핑 노트', 'Bean cup notes')],
      }),
    ],
  },
  {
    at: ['roaster'],
    nodes: [
      node('qc', '품질 관리', 'Quality control', {
        order: 30,
        children: [
          node('blr', '추출 결과', 'Brewing results'),
          node('brd', '추출 레시피', 'Brewing recipes'),
          node('blending', '블렌드 커핑', 'Blend cupping'),
          node('roasting', '로스팅 커핑', 'Roast cupping'),
          node('greenbean', '생두 커핑', 'Green bean cupping'),
          node('cupping', '커핑 세션', 'Cupping sessions'),
          node('cuppingsheet', '내 커핑 시트', 'My cupping sheets'),
        ],
      }),
    ],
  },
];

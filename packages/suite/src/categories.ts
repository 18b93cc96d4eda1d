import type { MenuNode } from '@coffee/domain/navigation';
import { ALL_CAFE, ALL_ROASTER, EVERYONE, PUBLIC_READ, SIGNED_IN, menuNode } from '@coffee/domain/navigation';

/** The menu's categories, which every area adds its groups to, and the shell's own sign-in page. */
export const CATEGORIES: readonly MenuNode[] = [
  menuNode('info', '정보', 'Info', { rights: PUBLIC_READ }),
  menuNode('user', '사용자', 'User', {
    rights: { crud: SIGNED_IN },
    children: [
      menuNode('signin', '로그인', 'Sign in', {
        order: 1000,
        display: false,
        rights: { list: EVERYONE, read: EVERYONE, menu: [] },
      }),
    ],
  }),
  menuNode('cafe', '카페', 'Cafe', { org: 'cafe', rights: { crud: ALL_CAFE } }),
  menuNode('roaster', '로스터리', 'Roastery', { org: 'roaster', rights: { crud: ALL_ROASTER } }),
];

import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { BEAN_INTRO_PATH, BEAN_PAGE_KINDS, BEAN_PAGES } from './pages/BeanInfo/beanPages';
import { INFO_PATHS, TOOL_PATHS } from './shared/tools';

/** A page's named export as a lazy component: each page is its own chunk, fetched on first visit. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** A public bean page per route of its kind, the serial as an optional last segment. */
const beanPages: AreaPage[] = BEAN_PAGE_KINDS.flatMap((kind) =>
  BEAN_PAGES[kind].routes.map((route) => ({
    path: `${route}/:serial?`,
    Page: lazyPage(
      () => import('./pages/BeanInfo/BeanInfoPage'),
      (m) => m.beanInfoPage(kind),
    ),
  })),
);

/** The pages built so far; the other routes this area owns show the under-construction page. */
export const pages: readonly AreaPage[] = [
  {
    path: INFO_PATHS.intro,
    Page: lazyPage(
      () => import('./pages/Intro/IntroPage'),
      (m) => m.IntroPage,
    ),
  },
  {
    path: INFO_PATHS.guide,
    Page: lazyPage(
      () => import('./pages/Guide/GuidePage'),
      (m) => m.GuidePage,
    ),
  },
  {
    path: TOOL_PATHS.flavorWheel,
    Page: lazyPage(
      () => import('./pages/FlavorWheel/FlavorWheelPage'),
      (m) => m.FlavorWheelPage,
    ),
  },
  {
    path: TOOL_PATHS.radarChart,
    Page: lazyPage(
      () => import('./pages/RadarChart/RadarChartPage'),
      (m) => m.RadarChartPage,
    ),
  },
  {
    path: TOOL_PATHS.brewingRecord,
    Page: lazyPage(
      () => import('./pages/BrewingRecord/BrewingRecordPage'),
      (m) => m.BrewingRecordPage,
    ),
  },
  {
    path: TOOL_PATHS.roastingProfile,
    Page: lazyPage(
      () => import('./pages/RoastingProfile/RoastingProfilePage'),
      (m) => m.RoastingProfilePage,
    ),
  },
  {
    path: BEAN_INTRO_PATH,
    Page: lazyPage(
      () => import('./pages/BeanIntro/BeanIntroPage'),
      (m) => m.BeanIntroPage,
    ),
  },
  ...beanPages,
  {
    path: 'cafe/setting/settingnote/:serial?',
    Page: lazyPage(
      () => import('./pages/SettingNote/SettingNotePage'),
      (m) => m.SettingNotePage,
    ),
  },
];

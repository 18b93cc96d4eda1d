import { lazy } from 'react';
import type { ComponentType } from 'react';
import { PUBLIC_ROUTES } from '@coffee/domain/navigation';
import { addStrings } from '@coffee/field-toolkit/runtime';
import type { AreaPage, LocalisedStrings } from '@coffee/field-toolkit/runtime';
import { BEAN_INTRO_PATH, BEAN_PAGE_KINDS, BEAN_PAGES } from './pages/BeanInfo/beanPages';
import { INFO_PATHS, TOOL_PATHS } from './shared/tools';
import { areaStrings } from './strings';

/** A page's strings by their key below `area.` (e.g. `{ intro: introStrings }` for `area.intro.*`). */
type PageStrings = Record<string, LocalisedStrings>;

/**
 * A page's named export as a lazy component: each page is its own chunk, fetched on first visit, and its strings
 * (imported into the same chunk by a shared `webpackChunkName`) are added before it first renders.
 */
function lazyPage<M, S>(
  load: () => Promise<[M, S]>,
  pick: (module: M) => ComponentType,
  strings: (module: S) => PageStrings,
): ComponentType {
  return lazy(async () => {
    const [module, stringsModule] = await load();
    addStrings('area', areaStrings(strings(stringsModule)));
    return { default: pick(module) };
  });
}

const beanPage = () =>
  Promise.all([
    import(/* webpackChunkName: "page-bean" */ './pages/BeanInfo/BeanInfoPage'),
    import(/* webpackChunkName: "page-bean" */ './pages/BeanInfo/strings'),
  ]);

/** A public bean page per route of its kind, the serial as an optional last segment. */
const beanPages: AreaPage[] = BEAN_PAGE_KINDS.flatMap((kind) =>
  BEAN_PAGES[kind].routes.map((route) => ({
    path: `${route}/:serial?`,
    Page: lazyPage(
      beanPage,
      (m) => m.beanInfoPage(kind),
      (s) => ({ bean: s.beanStrings }),
    ),
  })),
);

/** The pages built so far; the other routes this area owns show the under-construction page. */
export const pages: readonly AreaPage[] = [
  {
    path: INFO_PATHS.intro,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-intro" */ './pages/Intro/IntroPage'),
          import(/* webpackChunkName: "page-intro" */ './pages/Intro/strings'),
        ]),
      (m) => m.IntroPage,
      (s) => ({ intro: s.introStrings }),
    ),
  },
  {
    path: INFO_PATHS.guide,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-guide" */ './pages/Guide/GuidePage'),
          import(/* webpackChunkName: "page-guide" */ './pages/Guide/strings'),
        ]),
      (m) => m.GuidePage,
      (s) => ({ guide: s.guideStrings }),
    ),
  },
  {
    path: TOOL_PATHS.flavorWheel,
    Page: lazyPage(
      () => {
        // The wheel is the page's main content: its code (Highcharts with the sunburst) is fetched with the page's.
        // A failure here is the wheel's own to report when it draws.
        import('@coffee/field-toolkit/charts').then(({ FlavorWheel }) => FlavorWheel.preload()).catch(() => undefined);
        return Promise.all([
          import(/* webpackChunkName: "page-flavor-wheel" */ './pages/FlavorWheel/FlavorWheelPage'),
          import(/* webpackChunkName: "page-flavor-wheel" */ './pages/FlavorWheel/strings'),
        ]);
      },
      (m) => m.FlavorWheelPage,
      (s) => ({ flavorWheel: s.flavorWheelStrings }),
    ),
  },
  {
    path: TOOL_PATHS.radarChart,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-radar" */ './pages/RadarChart/RadarChartPage'),
          import(/* webpackChunkName: "page-radar" */ './pages/RadarChart/strings'),
        ]),
      (m) => m.RadarChartPage,
      (s) => ({ radar: s.radarStrings }),
    ),
  },
  {
    path: TOOL_PATHS.brewingRecord,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-brewing" */ './pages/BrewingRecord/BrewingRecordPage'),
          import(/* webpackChunkName: "page-brewing" */ './pages/BrewingRecord/strings'),
        ]),
      (m) => m.BrewingRecordPage,
      (s) => ({ brewing: s.brewingStrings }),
    ),
  },
  {
    path: TOOL_PATHS.roastingProfile,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-roasting" */ './pages/RoastingProfile/RoastingProfilePage'),
          import(/* webpackChunkName: "page-roasting" */ './pages/RoastingProfile/strings'),
        ]),
      (m) => m.RoastingProfilePage,
      (s) => ({ roasting: s.roastingStrings }),
    ),
  },
  {
    path: BEAN_INTRO_PATH,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-bean-intro" */ './pages/BeanIntro/BeanIntroPage'),
          // Its serial form is the bean pages' own.
          Promise.all([
            import(/* webpackChunkName: "page-bean-intro" */ './pages/BeanIntro/strings'),
            import(/* webpackChunkName: "page-bean-intro" */ './pages/BeanInfo/strings'),
          ]),
        ]),
      (m) => m.BeanIntroPage,
      ([intro, bean]) => ({ beanIntro: intro.beanIntroStrings, bean: bean.beanStrings }),
    ),
  },
  ...beanPages,
  {
    path: `${PUBLIC_ROUTES.settingNote}/:serial?`,
    Page: lazyPage(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-setting-note" */ './pages/SettingNote/SettingNotePage'),
          import(/* webpackChunkName: "page-setting-note" */ './pages/SettingNote/strings'),
        ]),
      (m) => m.SettingNotePage,
      (s) => ({ settingNote: s.settingNoteStrings }),
    ),
  },
];

/**
 * Routes of the pages a guest opens (below the locale prefix), in the light navigation entry: the public tools' area
 * routes and links its pages by them without loading the domain's entities into a guest's first visit, and the
 * domain's descriptors of the public pages take their routes from here.
 */
export const PUBLIC_ROUTES = {
  intro: 'info/intro',
  guide: 'info/guide',
  flavorWheel: 'info/chart/flavorwheel',
  radarChart: 'info/chart/radarchart',
  brewingRecord: 'info/chart/brewingrecord',
  roastingProfile: 'info/chart/roasting',
  beanIntro: 'info/beannote/intro',
  /** The public bean pages, one per kind of serial (behaviour §03-2.2). */
  beanInfo: 'info/beannote/beaninfo',
  beanDetail: 'info/beannote/beandetail',
  cafeBeanInfo: 'info/beannote/coffeebean',
  cafeBeanDetail: 'info/beannote/coffeebeandetail',
  /** A roaster's bean read in the cafe area, where the cafe's public stage applies. */
  cafeReadBeanInfo: ['cafe/coffeebean/beaninfo', 'cafe/beannote/beaninfo'],
  cafeReadBeanDetail: 'cafe/coffeebean/beandetail',
  /** The cafe's page for its customers. */
  settingNote: 'cafe/setting/settingnote',
} as const;

/** The free tools, as the intro, the guide and their own navigation list them. */
export const TOOL_ROUTES = {
  flavorWheel: PUBLIC_ROUTES.flavorWheel,
  radarChart: PUBLIC_ROUTES.radarChart,
  brewingRecord: PUBLIC_ROUTES.brewingRecord,
  roastingProfile: PUBLIC_ROUTES.roastingProfile,
} as const;

/** The free tools' paths: the page routes use them and the intro and guide link to them (`toolList` pictures them). */
export const TOOL_PATHS = {
  flavorWheel: 'info/chart/flavorwheel',
  radarChart: 'info/chart/radarchart',
  brewingRecord: 'info/chart/brewingrecord',
  roastingProfile: 'info/chart/roasting',
} as const;

export type ToolKey = keyof typeof TOOL_PATHS;

export const INFO_PATHS = { intro: 'info/intro', guide: 'info/guide' } as const;
/** Owned by the shell; a link there leaves this area (single-spa follows the URL change). */
export const SIGN_IN_PATH = 'user/signin';

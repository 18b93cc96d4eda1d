import type { ComponentType } from 'react';
import { DripperIcon, RadarIcon, RoastCurveIcon, WheelIcon } from './icons';

/** The free tools, in menu order: the intro and guide link to them and the page routes use these paths. */
export const TOOL_PATHS = {
  flavorWheel: 'info/chart/flavorwheel',
  radarChart: 'info/chart/radarchart',
  brewingRecord: 'info/chart/brewingrecord',
  roastingProfile: 'info/chart/roasting',
} as const;

export type ToolKey = keyof typeof TOOL_PATHS;

export interface Tool {
  key: ToolKey;
  path: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
}

export const TOOLS: readonly Tool[] = [
  { key: 'flavorWheel', path: TOOL_PATHS.flavorWheel, Icon: WheelIcon },
  { key: 'radarChart', path: TOOL_PATHS.radarChart, Icon: RadarIcon },
  { key: 'brewingRecord', path: TOOL_PATHS.brewingRecord, Icon: DripperIcon },
  { key: 'roastingProfile', path: TOOL_PATHS.roastingProfile, Icon: RoastCurveIcon },
];

export const INFO_PATHS = { intro: 'info/intro', guide: 'info/guide' } as const;
/** Owned by the shell; a link there leaves this area (single-spa follows the URL change). */
export const SIGN_IN_PATH = 'user/signin';

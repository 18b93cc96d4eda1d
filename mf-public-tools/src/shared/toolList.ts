import type { ComponentType } from 'react';
import { DripperIcon, RadarIcon, RoastCurveIcon, WheelIcon } from './icons';
import { TOOL_PATHS } from './tools';
import type { ToolKey } from './tools';

export interface Tool {
  key: ToolKey;
  path: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
}

/** The free tools in menu order with their pictures (kept apart from the paths, which the area's routes need). */
export const TOOLS: readonly Tool[] = [
  { key: 'flavorWheel', path: TOOL_PATHS.flavorWheel, Icon: WheelIcon },
  { key: 'radarChart', path: TOOL_PATHS.radarChart, Icon: RadarIcon },
  { key: 'brewingRecord', path: TOOL_PATHS.brewingRecord, Icon: DripperIcon },
  { key: 'roastingProfile', path: TOOL_PATHS.roastingProfile, Icon: RoastCurveIcon },
];

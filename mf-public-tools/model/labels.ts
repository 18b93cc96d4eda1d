import type { WrittenLabels } from '@coffee/domain/pages';
import { addWrittenLabels } from '@coffee/domain/pages';

/**
 * The written labels of the public pages' own fields (behaviour §09-1.1): [Korean, English, unit]. They load with the
 * area's model, so each remote holds its own area's labels; the kernel's are the fields several areas share.
 */
export const publicLabels: WrittenLabels = {
  blending_percent: ['비율', 'Share', '%'],
};

addWrittenLabels(publicLabels);

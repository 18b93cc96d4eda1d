import { ROASTER_PUBLIC_AUDIENCES } from '@coffee/domain';
import type { DetailSection } from '@coffee/field-toolkit/engine';

/** Who sees the record on the public pages (behaviour §02-4: defaults ALL, DTL, NRML, LST) and inside the roastery. */
export const publicSection = (visibility: string, extra: readonly string[] = []): DetailSection => ({
  title: 'area.sections.public',
  fields: [...ROASTER_PUBLIC_AUDIENCES.map((audience) => `public_stage_${audience}`), visibility, ...extra],
});

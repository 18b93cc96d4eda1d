import type { Locale } from '@coffee/domain';
import { fieldLabel } from '@coffee/domain/pages';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { drawnFields } from './sections';

export interface SectionCoverage {
  /** Drawn fields of the entity that no section shows. */
  missing: string[];
  /** Fields shown by more than one section (or twice in one). */
  repeated: string[];
  /** Section fields the entity does not have, or companions shown apart from their select. */
  unknown: string[];
}

/**
 * How a page's detail sections cover its entity: every drawn field once, companions with their select, serial
 * keys nowhere. A complete page has three empty lists.
 */
export function sectionCoverage(page: PageConfig): SectionCoverage {
  const shown = (page.detail?.sections ?? []).flatMap((section) => section.fields);
  const expected = new Set(drawnFields(page.entity));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of shown) (seen.has(name) ? repeated : seen).add(name);
  return {
    missing: [...expected].filter((name) => !seen.has(name)),
    repeated: [...repeated],
    unknown: [...seen].filter((name) => !expected.has(name)),
  };
}

/** Section fields whose label another field of the form already has: two controls with one accessible name. */
export function repeatedLabels(page: PageConfig, locale: Locale): string[] {
  const shown = (page.detail?.sections ?? []).flatMap((section) => section.fields);
  const labels = shown.map((name) => fieldLabel(name, locale));
  return shown.filter((name, index) => labels.indexOf(fieldLabel(name, locale)) !== index);
}

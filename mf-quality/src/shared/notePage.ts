import type { EntityPageDescriptor } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { DetailPageConfig, DetailSection, PageConfig } from '@coffee/field-toolkit/engine';
import { cupnote } from '@coffee/field-toolkit/blocks/cupnote';
import { scaCupping } from '@coffee/field-toolkit/blocks/scaCupping';
import { cvaCupping } from '@coffee/field-toolkit/blocks/cvaCupping';
import { CUPPING_FORMS, CVA_USE_FIELD } from '@coffee/domain';
import type { CuppingForm } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { useApplyFormDefault } from './cupping/formDefault';

/** The note's own header: its names, date and main flag. */
export const NOTE_HEADER = ['cupnote_name_kr', 'cupnote_name', 'cupnote_date', 'cupnote_main'] as const;
export const AUDIT_FIELDS = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'] as const;

/**
 * The sections of a cupping note (behaviour §03-3.1, §03-4.3): the note's header, the cupnote block (tasting with the radar,
 * flavors with the wheel), the SCA cupping form (2004) and the Coffee Value Assessment (behaviour §07-1), its description
 * and the audit fields.
 */
export function noteSections(): DetailSection[] {
  return [
    { title: 'area.sections.note', fields: NOTE_HEADER },
    ...cupnote().sections,
    ...scaCupping().sections,
    ...cvaCupping().sections,
    { title: 'area.sections.description', fields: ['cupnote_desc'] },
    { title: 'area.sections.audit', fields: AUDIT_FIELDS },
  ];
}

const sca = scaCupping();
const cva = cvaCupping();

/** A new roastery note opens on the CVA when that is the roastery's default form (behaviour §07-1). */
const cvaWhenDefault = (form: CuppingForm, { change }: PageContext) => {
  if (form === CUPPING_FORMS.cva) change(CVA_USE_FIELD, true);
};
const useRoasteryForm = (context: PageContext) => useApplyFormDefault(context, cvaWhenDefault);

/**
 * A QC page whose record is a cupping note on one subject (a blend, a roasting batch, a green bean lot, a cafe
 * bean): the subject section first (its keys locked once saved, its names read-only), then the note.
 */
export function notePage(
  descriptor: EntityPageDescriptor,
  subject: readonly string[],
  detail: Omit<DetailPageConfig, 'sections' | 'fieldActions'> = {},
): PageConfig {
  return definePage(descriptor, {
    detail: {
      sections: [{ title: 'area.sections.subject', fields: subject }, ...noteSections()],
      fieldActions: cupnote().fieldActions,
      derive: (changed, context) => sca.derive(changed, context) ?? cva.derive(changed, context),
      renderField: (def, name, context) => sca.renderField(def, name, context) ?? cva.renderField(def, name, context),
      ...(descriptor.entity.scope === 'roaster' ? { useCustom: useRoasteryForm } : {}),
      ...detail,
    },
  });
}

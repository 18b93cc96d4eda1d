import type { EntityPageDescriptor, OrgType } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { ListPageConfig, PageConfig } from '@coffee/field-toolkit/engine';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { eventDerive, eventStartText, useEventYear } from './eventRules';

/** An events list's columns: the start in words, the name, the type, the status (a page's `list.ts`). */
export const eventList: ListPageConfig = {
  columns: [
    { field: 'event_start', format: eventStartText },
    { field: 'event_name' },
    { field: 'event_type', mobile: false },
    // In words from the field's fixed options, in the list as in its CSV.
    { field: 'event_status' },
  ],
};

/**
 * The events of a roastery or cafe (behaviour §03-3.6, §03-4.2): type (SGNP; CSTMR for roasters), names, status (computed by
 * the server, read-only), the period with its term helper, and the QR link the event's type decides.
 */
export function eventPage(org: OrgType, descriptor: EntityPageDescriptor): PageConfig {
  return definePage(descriptor, {
    detail: {
      sections: [
        { title: 'blocks.sections.event', fields: ['event_type', ...namesOf('event', false), 'event_status'] },
        { title: 'blocks.sections.period', fields: ['event_year', 'event_start', 'event_term', 'event_end'] },
        { title: 'blocks.sections.link', fields: ['event_uuid'] },
        { title: 'blocks.sections.detail', fields: ['event_desc'] },
        { title: 'blocks.sections.audit', fields: ['rgst_at'] },
      ],
      derive: eventDerive,
      useCustom: useEventYear,
    },
  });
}

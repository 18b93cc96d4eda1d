import { createElement } from 'react';
import { AMBIENT_READINGS, localToday, PAGES, roasterEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { originSection } from '@coffee/field-toolkit/blocks/origin';
import { auditSection, combineDerive } from '@coffee/field-toolkit/blocks/plumbing';
import { roastingTimeline } from '@coffee/field-toolkit/blocks/roastingTimeline';
import { RoastKeyFigures } from '@coffee/field-toolkit/blocks/roastCompare';
import { RECIPE_ROWS, roastingResultDerive } from '../../shared/production';
import { CuppingNotes } from './CuppingNotes';
import { ReferenceTimeline } from './ReferenceTimeline';

const entity = roasterEntities.RoastingResult;
const timeline = roastingTimeline();
const AMBIENT_PLACES = ['outside', 'inside1', 'inside2', 'inside3'];
const CHART_OF = entity.fields.find((field) => field.name === 'roasting_chart_log')?.chartOf ?? [];
const [chartSection, ...timelineSections] = timeline.sections;

/**
 * Roast batches (behaviour §02-3.4): year and sequence are the id, date and year lock once saved; a recipe fills the green
 * bean rows and the batch number; masses and moistures give the losses; the timeline with its timers, the Artisan
 * log upload and the chart, with the recipe's reference batch overlaid. The batch leads with its key figures and
 * curve; ambient readings, check points and pre-heating are rarely used (behaviour §24-2.2).
 */
export const page = definePage(PAGES.RoastingResult, {
  // The export ends with the latest cupping score of each batch (server column `cupnote_satis`).
  list: { exportColumns: [...(entity.list?.columns ?? []), 'cupnote_satis'] },
  detail: {
    defaults: () => ({ roasting_result_year: new Date().getFullYear(), roasting_result_date: localToday() }),
    lead: ({ context }) => createElement(RoastKeyFigures, { values: context.values, chartOf: CHART_OF }),
    sections: [
      ...(chartSection ? [chartSection] : []),
      {
        title: 'area.sections.batch',
        fields: ['roasting_result_year', 'roasting_result_date', 'roasting_seq', 'roasting_batch_no', 'roasting_step'],
      },
      {
        title: 'area.sections.greenbeans',
        fields: ['greenbean_list', 'greenbean_total_mass', 'greenbean_moisture', 'greenbean_agtron'],
        closedInView: true,
      },
      { ...originSection(entity, 'roasting'), closedInView: true },
      {
        title: 'area.sections.measurements',
        fields: [
          'roasting_mass',
          'roasting_moisture',
          'roasting_agtron',
          'roasting_loss',
          'roasting_organic_loss',
          'roasting_mass_calc',
          'roasting_profile_use',
          'roasting_instock',
          'roasting_result_memo',
        ],
      },
      { title: 'area.sections.cupping', fields: ['roasting_cupnote_list'] },
      // The events are on the curve: their table opens on a click in view mode.
      ...timelineSections.map((section) => ({ ...section, closedInView: true })),
      {
        title: 'area.sections.ambient',
        fields: AMBIENT_PLACES.flatMap((place) => AMBIENT_READINGS.map((reading) => `${place}_${reading}`)),
        rare: true,
      },
      auditSection(entity),
    ],
    rowLoads: [RECIPE_ROWS],
    derive: combineDerive(roastingResultDerive(entity), timeline.derive),
    useCustom: timeline.useCustom,
    fieldActions: timeline.fieldActions,
    uploads: timeline.uploads,
    renderField: (def, name, { values, mode }) => {
      if (name === 'roasting_cupnote_list') return createElement(CuppingNotes, { values });
      // The chart with the recipe's reference batch behind it.
      if (name === 'roasting_chart_log')
        return createElement(ReferenceTimeline, { def, name, values, mode: mode === 'view' ? 'view' : 'edit' });
      return null;
    },
  },
});

import { roasterEntities } from 'mf-roaster/model';
import { createElement, Fragment } from 'react';
import { AMBIENT_READINGS, canReleaseBatch, localToday, RELEASE_FIELDS } from '@coffee/domain';
import type { DetailPageConfig } from '@coffee/field-toolkit/engine';
import { clearSelectCache } from '@coffee/api-client';
import { queryClient } from '@coffee/api-client/query';
import { DeviationTable } from '@coffee/field-toolkit/blocks/roastCompare';
import { definePage } from '@coffee/field-toolkit/engine';
import { originSection } from '@coffee/field-toolkit/blocks/origin';
import { auditSection, combineDerive } from '@coffee/field-toolkit/blocks/plumbing';
import { roastingTimeline } from '@coffee/field-toolkit/blocks/roastingTimeline';
import { RoastKeyFigures } from '@coffee/field-toolkit/blocks/roastCompare';
import { RECIPE_ROWS, roastingResultDerive } from '../../shared/production';
import { CupFeedbackSection } from '../../shared/CupFeedbackSection';
import { COST_FIGURES, COST_SECTION, CostFigure } from '../../shared/CostFigure';
import { feedbackCalls } from '../../shared/feedback';
import { plannedBatchValues } from '../../shared/planBatch';
import { traceActions } from '../../shared/TraceLink';
import { CuppingNotes } from './CuppingNotes';
import { ReferenceTimeline } from './ReferenceTimeline';
import { ROASTER_PAGES } from '../../../model';

const entity = roasterEntities.RoastingResult;
const timeline = roastingTimeline();
const traceRoast = traceActions('roast');
/** The timeline's actions and "Trace and recall" (behaviour §12-2). */
const withTrace = (props: { record: Record<string, unknown>; mode: 'write' | 'edit' | 'view' }) =>
  createElement(Fragment, null, timeline.actions ? createElement(timeline.actions, props) : null, traceRoast(props));
const AMBIENT_PLACES = ['outside', 'inside1', 'inside2', 'inside3'];
const CHART_OF = entity.fields.find((field) => field.name === 'roasting_chart_log')?.chartOf ?? [];
const [chartSection, ...timelineSections] = timeline.sections;
/** The stored verdict against the reference batch: true, false, or not judged. */
const judged = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

const BATCH_SELECT = 'roasting_result_seq';

/**
 * A saved batch's stock and release decide whether a blend batch may take it (behaviour §08-3.3): the batch selects
 * ask the server again instead of their hour-long cache.
 */
async function forgetBatchChoices(): Promise<void> {
  await clearSelectCache(BATCH_SELECT);
  await queryClient.invalidateQueries({ queryKey: ['api', 'select', BATCH_SELECT] });
}

/** The release form is roastery staff's; a roaster sees it read-only (behaviour §08-3.2). */
const restrictRelease: NonNullable<DetailPageConfig['restrict']> = (def, { visitor }) =>
  (RELEASE_FIELDS as readonly string[]).includes(def.name) && !canReleaseBatch(visitor.orgRole)
    ? 'disabled'
    : undefined;

/**
 * Roast batches (behaviour §02-3.4): year and sequence are the id, date and year lock once saved; a recipe fills the green
 * bean rows and the batch number; masses and moistures give the losses; the timeline with its timers, the Artisan
 * log upload and the chart, with the recipe's reference batch overlaid. The batch leads with its key figures and
 * curve; ambient readings, check points and pre-heating are rarely used (behaviour §10-2.2).
 */
export const page = definePage(ROASTER_PAGES.RoastingResult, {
  detail: {
    // "Roast this batch" of the plan opens the form with the planned recipe, day and green rows (behaviour §05-3).
    defaults: ({ query }) => ({
      roasting_result_year: new Date().getFullYear(),
      roasting_result_date: localToday(),
      ...plannedBatchValues(query),
    }),
    lead: ({ context }) =>
      createElement(RoastKeyFigures, {
        values: context.values,
        chartOf: CHART_OF,
        withinTolerance: judged(context.values.roasting_deviation_within),
        deviation: context.values.roasting_deviation,
      }),
    sections: [
      ...(chartSection ? [chartSection] : []),
      {
        title: 'area.sections.batch',
        fields: [
          'roasting_batch_code',
          'roasting_result_year',
          'roasting_result_date',
          'roasting_seq',
          'roasting_batch_no',
          'roasting_schedule_seq',
          'roasting_step',
        ],
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
      {
        title: 'area.sections.deviation',
        fields: ['roasting_deviation_within', 'roasting_deviation_bt', 'roasting_deviation'],
        // The verdict leads among the key figures; the figures behind it open on a click in view mode.
        closedInView: true,
      },
      {
        title: 'area.sections.release',
        fields: [...RELEASE_FIELDS, 'roasting_release_by', 'roasting_release_at'],
      },
      { title: 'area.sections.cupping', fields: ['roasting_cupnote_list'] },
      { title: 'area.sections.feedback', fields: ['feedback_satis', 'cup_feedback'] },
      // Managers and up only: the fields' roles hide the section from the others (behaviour §05-14).
      COST_SECTION,
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
    actions: withTrace,
    restrict: restrictRelease,
    onSaved: forgetBatchChoices,
    renderField: (def, name, { values, mode }) => {
      if (name === 'roasting_cupnote_list') return createElement(CuppingNotes, { values });
      if (COST_FIGURES.has(name)) return createElement(CostFigure, { name, values });
      if (name === 'cup_feedback')
        return createElement(CupFeedbackSection, { call: feedbackCalls.roasting, batch: 'roasting_result', values });
      if (name === 'roasting_deviation') return createElement(DeviationTable, { stored: values.roasting_deviation });
      // The chart with the recipe's reference batch behind it.
      if (name === 'roasting_chart_log')
        return createElement(ReferenceTimeline, { def, name, values, mode: mode === 'view' ? 'view' : 'edit' });
      return null;
    },
  },
});

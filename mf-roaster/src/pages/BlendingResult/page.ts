import { roasterEntities } from 'mf-roaster/model';
import { createElement } from 'react';
import { localToday } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { traceActions } from '../../shared/TraceLink';
import { originSection } from '@coffee/field-toolkit/blocks/origin';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { CupFeedbackSection } from '../../shared/CupFeedbackSection';
import { COST_FIGURES, COST_SECTION, CostFigure } from '../../shared/CostFigure';
import { feedbackCalls } from '../../shared/feedback';
import { BLEND_ROWS } from '../../shared/production';
import { ROASTER_PAGES } from '../../../model';

const entity = roasterEntities.BlendingResult;

/**
 * Blend batches (behaviour §02-3.6): choosing the blend loads its roasts as rows (each row's year before its batch), masses
 * give shares and the total; origins and losses are derived from the batches; QR serials of the batch; what the cup
 * said of it downstream (behaviour §05-6).
 */
export const page = definePage(ROASTER_PAGES.BlendingResult, {
  detail: {
    defaults: () => ({ blending_result_year: new Date().getFullYear(), blending_result_date: localToday() }),
    sections: [
      {
        title: 'area.sections.batch',
        fields: [
          'blending_batch_code',
          'blending_result_year',
          'blending_result_date',
          'blending_seq',
          'blending_instock',
          'blending_held_by',
        ],
      },
      {
        title: 'area.sections.roastings',
        fields: [
          'roasting_result_list',
          'blending_total_mass',
          'blending_ratio_deviation',
          'blending_ratio_reason',
          'blending_single_origin',
          'blending_loss',
          'blending_organic_loss',
        ],
      },
      originSection(entity, 'blending'),
      { title: 'area.sections.qr', fields: ['blending_result_uuid_str', 'blending_result_uuid_cafe'] },
      { title: 'area.sections.memo', fields: ['blending_result_desc'] },
      { title: 'area.sections.feedback', fields: ['feedback_satis', 'cup_feedback'] },
      // Managers and up only: the fields' roles hide the section from the others (behaviour §05-14).
      COST_SECTION,
      auditSection(entity),
    ],
    rowLoads: [BLEND_ROWS],
    actions: traceActions('blend'),
    renderField: (_def, name, { values }) => {
      if (COST_FIGURES.has(name)) return createElement(CostFigure, { name, values });
      return name === 'cup_feedback'
        ? createElement(CupFeedbackSection, { call: feedbackCalls.blending, batch: 'blending_result', values })
        : null;
    },
  },
});

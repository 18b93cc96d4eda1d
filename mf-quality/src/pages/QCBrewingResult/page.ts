import { brewingEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { brewingSteps, cupnote } from '@coffee/field-toolkit/blocks';
import { listPath } from '../../shared/routes';
import { noteSections } from '../../shared/notePage';
import { deriveDayTerm } from './dayTerm';

const steps = brewingSteps();
const note = cupnote();

/** What the chosen batch carries into the note: its date, losses and year. */
const BATCH_COPY = {
  field: 'blending_result_seq',
  copy: {
    blending_result_date: 'blending_result_date',
    blending_result_year: 'blending_result_year',
    blending_loss: 'blending_loss',
    blending_organic_loss: 'blending_organic_loss',
  },
} as const;

/**
 * The roaster's brewing results (03 §2.4 roaster/qc/blr): a blend batch chosen by month, the beans' age, the
 * ambient readings, the brew with its timer and steps, the equipment, and the cupping note on the cup.
 */
export const page = definePage({
  key: 'QCBrewingResult',
  entity: brewingEntities.QCBrewingResult,
  listPath: listPath('QCBrewingResult'),
  detail: {
    sections: [
      {
        title: 'area.sections.batch',
        fields: [
          'brewing_seq',
          'blending_seq',
          'blending_result_month',
          'blending_result_seq',
          'blending_result_year',
          'blending_result_date',
          'brewing_date_term',
          'blending_loss',
          'blending_organic_loss',
        ],
      },
      { title: 'area.sections.ambient', fields: ['outside_air', 'outside_hum', 'inside_air', 'inside_hum'] },
      {
        title: 'area.sections.brew',
        fields: [
          'brewing_result_use',
          'brewing_public',
          'brewing_type',
          'brewing_bean_mass',
          'brewing_mass',
          'brewing_temp',
          'brewing_bar',
          'brewing_result_total',
          'brewing_result_calc',
        ],
      },
      ...steps.sections,
      {
        title: 'area.sections.equipment',
        fields: [
          'brewing_detail_use',
          'brewing_machine_seq',
          'brewing_grinder_seq',
          'brewing_grinder_point',
          'brewing_grinder_zeropoint',
          'brewing_grinder_temp',
          'brewing_grinder_rpm',
          'brewing_grinder_term',
          'brewing_shower',
          'brewing_basket',
          'brewing_temper',
          'brewing_wdt',
          'brewing_dist',
          'brewing_temping_bar',
          'brewing_rdt',
        ],
      },
      {
        title: 'area.sections.water',
        fields: ['brewing_water', 'brewing_water_hardness', 'brewing_water_alkalinity', 'brewing_water_tds'],
      },
      ...noteSections(),
    ],
    optionCopies: [BATCH_COPY],
    derive: (changed, context) => ({
      ...steps.derive(changed, context),
      ...deriveDayTerm(changed, context.values),
    }),
    useCustom: steps.useCustom,
    fieldActions: { ...steps.fieldActions, ...note.fieldActions },
  },
});

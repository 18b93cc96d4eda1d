import { definePage } from '@coffee/field-toolkit/engine';
import {
  BREWING_EQUIPMENT_FIELDS,
  BREWING_WATER_FIELDS,
  BREW_FIELDS,
  brewingSteps,
} from '@coffee/field-toolkit/blocks/brewingSteps';
import { cupnote } from '@coffee/field-toolkit/blocks/cupnote';
import { scaCupping } from '@coffee/field-toolkit/blocks/scaCupping';
import { noteSections } from '../../shared/notePage';
import { deriveDayTerm } from './dayTerm';
import { QUALITY_PAGES } from '../../../model';

const steps = brewingSteps();
const note = cupnote();
const sca = scaCupping();

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
 * The roaster's brewing results (behaviour §03-2.4 roaster/qc/blr): a blend batch chosen by month, the beans' age, the
 * ambient readings, the brew with its timer and steps, the equipment, and the cupping note on the cup.
 */
export const page = definePage(QUALITY_PAGES.QCBrewingResult, {
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
        fields: ['brewing_result_use', 'brewing_public', ...BREW_FIELDS],
      },
      ...steps.sections,
      {
        title: 'area.sections.equipment',
        fields: BREWING_EQUIPMENT_FIELDS,
      },
      {
        title: 'area.sections.water',
        fields: BREWING_WATER_FIELDS,
      },
      ...noteSections(),
    ],
    optionCopies: [BATCH_COPY],
    derive: (changed, context) => ({
      ...steps.derive(changed, context),
      ...deriveDayTerm(changed, context.values),
      ...sca.derive(changed, context),
    }),
    renderField: sca.renderField,
    useCustom: steps.useCustom,
    fieldActions: { ...steps.fieldActions, ...note.fieldActions },
    companion: steps.companion,
  },
});

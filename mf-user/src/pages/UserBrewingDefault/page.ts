import { brewingEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import {
  BREWING_EQUIPMENT_FIELDS,
  BREWING_WATER_FIELDS,
  BREW_FIELDS,
  brewingSteps,
} from '@coffee/field-toolkit/blocks/brewingSteps';
import { auditSection, namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { SettingActions } from './SettingActions';
import { USER_PAGES } from '../../../model';

const entity = brewingEntities.UserBrewingDefault;
const steps = brewingSteps();

/** A user's brewing settings (behaviour §03-3.3): dose, water, temperature, grinder point / 100 and the brewing steps. */
export const page = definePage(USER_PAGES.UserBrewingDefault, {
  detail: {
    sections: [
      { title: 'blocks.sections.basic', fields: [...namesOf('brewing', false), 'brewing_public', 'brewing_use'] },
      { title: 'area.sections.brew', fields: BREW_FIELDS },
      ...steps.sections,
      { title: 'area.sections.equipment', fields: [...BREWING_EQUIPMENT_FIELDS, ...BREWING_WATER_FIELDS] },
      { title: 'blocks.sections.detail', fields: ['brewing_default_memo'] },
      auditSection(entity),
    ],
    derive: steps.derive,
    useCustom: steps.useCustom,
    fieldActions: steps.fieldActions,
    companion: steps.companion,
    actions: SettingActions,
  },
});

import { brewingEntities, localToday, USER_BREWING_SETTING_FIELDS } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageContext } from '@coffee/field-toolkit/engine';
import {
  BREWING_EQUIPMENT_FIELDS,
  BREWING_WATER_FIELDS,
  BREW_FIELDS,
  brewingSteps,
} from '@coffee/field-toolkit/blocks/brewingSteps';
import { auditSection, combineDerive } from '@coffee/field-toolkit/blocks/plumbing';
import { brewResultDerive } from '../../shared/brewRules';
import { useSettingFromLink } from './useSettingFromLink';
import { USER_PAGES } from '../../../model';

const entity = brewingEntities.UserBrewingResult;
const steps = brewingSteps();

function useBrewHooks(context: PageContext): void {
  steps.useCustom(context);
  useSettingFromLink(context);
}

/**
 * A brew recorded by a user (behaviour §03-3.11), reached from a setting's "record a brew": the date (locked once saved),
 * the setting (which fills the brew), satisfaction, the steps with their timer, equipment and conditions.
 */
export const page = definePage(USER_PAGES.UserBrewingResult, {
  detail: {
    defaults: () => ({ brewing_result_date: localToday() }),
    sections: [
      {
        title: 'area.sections.result',
        fields: ['brewing_result_date', 'brewing_seq', 'brewing_satis', 'brewing_result_main', 'brewing_public'],
      },
      { title: 'area.sections.brew', fields: BREW_FIELDS },
      ...steps.sections,
      {
        title: 'area.sections.bean',
        fields: [
          'coffeebean_name_kr',
          'coffeebean_name',
          'blending_result_date',
          'brewing_date_term',
          'blending_loss',
          'blending_organic_loss',
        ],
      },
      { title: 'area.sections.equipment', fields: [...BREWING_EQUIPMENT_FIELDS, ...BREWING_WATER_FIELDS] },
      {
        title: 'area.sections.conditions',
        fields: ['outside_air', 'outside_hum', 'inside_air', 'inside_hum', 'condition_air', 'condition_hum'],
      },
      auditSection(entity),
    ],
    optionCopies: [
      {
        field: 'brewing_seq',
        copy: Object.fromEntries(USER_BREWING_SETTING_FIELDS.map((name) => [name, name])),
        when: 'choice',
      },
    ],
    derive: combineDerive(steps.derive, (changed, { values }) => brewResultDerive(changed, values)),
    useCustom: useBrewHooks,
    fieldActions: steps.fieldActions,
    companion: steps.companion,
  },
});

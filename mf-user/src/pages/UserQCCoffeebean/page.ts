import { userEntities } from 'mf-user/model';
import { localToday } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageContext } from '@coffee/field-toolkit/engine';
import {
  BREWING_EQUIPMENT_FIELDS,
  BREWING_WATER_FIELDS,
  BREW_FIELDS,
  brewingSteps,
} from '@coffee/field-toolkit/blocks/brewingSteps';
import { cupnote } from '@coffee/field-toolkit/blocks/cupnote';
import { originSection } from '@coffee/field-toolkit/blocks/origin';
import { auditSection, combineDerive } from '@coffee/field-toolkit/blocks/plumbing';
import { alert, withLoading } from '@coffee/field-toolkit/dialogs';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { dayTermOf, noteDayTerm } from '../../shared/brewRules';
import { fillNote, isSerialType, lookUpSerial } from '../../shared/serial';
import { NoteBean } from './NoteBean';
import { NoteActions } from './NoteActions';
import { useSerialFromLink } from './useSerialFromLink';
import { USER_PAGES } from '../../../model';

const entity = userEntities.UserQCCoffeebean;
const steps = brewingSteps();
const note = cupnote();

/** The check button of the typed serial: the bean's information fills the note, or a message says why not. */
async function checkSerial(values: FormValues): Promise<FormValues> {
  const found = await withLoading(() => lookUpSerial(values.coffeebean_uuid_type, values.coffeebean_uuid_dummy));
  if (!('error' in found))
    return {
      ...fillNote(found, values),
      brewing_date_term: dayTermOf(values.cupnote_date, found.blending_result_date),
    };
  await alert({ title: { key: 'messages.alert' }, message: { key: String(found.error) } });
  return {};
}

function useNoteHooks(context: PageContext): void {
  steps.useCustom(context);
  useSerialFromLink(context);
}

/**
 * The coffee note (behaviour §03-3.12): where it was drunk, the bean by its serial (checked against the public bean
 * information, which fills the blend), the brew when switched on, and the tasting with its radar and wheel.
 */
export const page = definePage(USER_PAGES.UserQCCoffeebean, {
  detail: {
    defaults: ({ query }) => {
      const type = query.get('type');
      return {
        cupnote_date: localToday(),
        ...(isSerialType(type) ? { coffeebean_uuid_type: type, coffeebean_uuid_dummy: query.get('serial') } : {}),
      };
    },
    sections: [
      {
        title: 'area.sections.note',
        fields: [
          'cupnote_name_kr',
          'cupnote_name',
          'cupnote_date',
          'cupnote_main',
          'cupnote_place',
          'store_name_kr',
          'store_name',
        ],
      },
      {
        title: 'area.sections.bean',
        fields: [
          'coffeebean_uuid_type',
          'coffeebean_uuid_dummy',
          'coffeebean_uuid',
          'blending_result_date',
          'brewing_date_term',
          'blending_info_detail_use',
        ],
      },
      {
        ...originSection(entity, 'blending'),
        fields: [...originSection(entity, 'blending').fields, 'blending_loss', 'blending_organic_loss'],
      },
      { title: 'area.sections.brew', fields: ['brewing_result_use', ...BREW_FIELDS] },
      ...steps.sections,
      { title: 'area.sections.equipment', fields: [...BREWING_EQUIPMENT_FIELDS, ...BREWING_WATER_FIELDS] },
      ...note.sections,
      { title: 'blocks.sections.detail', fields: ['cupnote_desc'] },
      auditSection(entity),
    ],
    derive: combineDerive(steps.derive, (changed, { values }) => noteDayTerm(changed, values)),
    useCustom: useNoteHooks,
    lead: NoteBean,
    // The serial comes from the check button only.
    restrict: (def) => (def.name === 'coffeebean_uuid' ? 'disabled' : undefined),
    actions: NoteActions,
    fieldActions: {
      ...steps.fieldActions,
      ...note.fieldActions,
      coffeebean_uuid_dummy: { actions: [{ kind: 'update', label: 'area.note.check', updates: checkSerial }] },
    },
    companion: steps.companion,
  },
});

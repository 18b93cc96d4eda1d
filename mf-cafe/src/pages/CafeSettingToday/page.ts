import { dialInEntities } from 'mf-cafe/model';
import { localToday } from '@coffee/domain';
import { sessionStore } from '@coffee/api-client';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { shotTimer } from '@coffee/field-toolkit/blocks/shotTimer';
import { offlineSaves } from '@coffee/field-toolkit/blocks/keptSaves';
import { DialInLead } from './DialInRatio';
import { dialInSections } from './sections';
import { useDialInPrefill } from './useDialInPrefill';
import { keptSummary } from '../keptSummary';
import { CAFE_PAGES, COUNTER_READ_PREFIXES } from '../../../model';

const entity = dialInEntities.CafeSettingToday;
/** The shot's time goes into the dial-in's time (`brewing_term`). */
const shot = shotTimer('brewing_term');

/** The day's dial-in (behaviour §04-3): today, the bean, and its last numbers to start from; signed by the barista. */
export const page = definePage(CAFE_PAGES.CafeSettingToday, {
  detail: {
    sections: [...dialInSections(), auditSection(entity)],
    defaults: () => ({
      dialin_date: localToday(),
      dialin_barista: sessionStore.getState().user?.name ?? null,
    }),
    dependencies: [{ field: 'received_seq', requires: ['coffeebean_seq'] }],
    useCustom: useDialInPrefill,
    lead: DialInLead,
    companion: shot.companion,
    offline: offlineSaves({
      summary: keptSummary(entity, [['dialin_date'], ['brewing_grinder_point'], ['brewing_bean_mass', 'g']]),
      reads: [COUNTER_READ_PREFIXES.setting],
    }),
  },
});

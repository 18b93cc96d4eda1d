import { dialInEntities } from 'mf-cafe/model';
import { definePage } from '@coffee/field-toolkit/engine';
import { EntityScreens, auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { dialInSections } from '../CafeSettingToday/sections';
import { DialInChart } from './DialInChart';
import { CAFE_PAGES } from '../../../model';

const entity = dialInEntities.CafeSettingHistory;

/** Every dial-in, read-only, newest first. */
export const page = definePage(CAFE_PAGES.CafeSettingHistory, {
  detail: { sections: [...dialInSections(), auditSection(entity)] },
});

/** The history list with the grind and time chart above it (the chart only on the list). */
export function Screen() {
  return (
    <>
      <Routes>
        <Route index element={<DialInChart />} />
        <Route path="*" element={null} />
      </Routes>
      <EntityScreens page={page} />
    </>
  );
}

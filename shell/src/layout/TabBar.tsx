import { Suspense, lazy } from 'react';
import { useVisibleEntries } from '../access/useAccess';
import { useRoute } from './navigation';

const GroupTabs = lazy(() => import('./GroupTabs'));

/** The tabs of the current group; hidden when the group has none. */
export function TabBar() {
  const { locale, category, group, tab } = useRoute();
  const entries = useVisibleEntries(category && group ? [category, group] : []);
  const tabs = category && group ? entries : [];
  if (tabs.length === 0 || !category || !group) return null;
  return (
    <Suspense fallback={null}>
      <GroupTabs tabs={tabs} locale={locale} category={category} group={group} tab={tab} />
    </Suspense>
  );
}

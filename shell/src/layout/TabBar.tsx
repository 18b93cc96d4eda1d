import { Suspense, lazy } from 'react';
import { visibleEntries } from '@coffee/domain/navigation';
import { useVisitor } from '../access/useAccess';
import { useRoute } from './navigation';

const GroupTabs = lazy(() => import('./GroupTabs'));

/** The tabs of the current group; hidden when the group has none. */
export function TabBar() {
  const { locale, category, group, tab } = useRoute();
  const visitor = useVisitor();
  const tabs = category && group ? visibleEntries([category, group], visitor) : [];
  if (tabs.length === 0 || !category || !group) return null;
  return (
    <Suspense fallback={null}>
      <GroupTabs tabs={tabs} locale={locale} category={category} group={group} tab={tab} />
    </Suspense>
  );
}

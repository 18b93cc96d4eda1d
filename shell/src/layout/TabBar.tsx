import { leaveAllowed, useNavigate } from '@coffee/field-toolkit/runtime';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { visibleEntries } from '@coffee/domain/navigation';
import { useVisitor } from '../access/useAccess';
import { localeHref, useRoute } from './navigation';

const useStyles = makeStyles({
  bar: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    marginBottom: tokens.spacingVerticalM,
  },
});

/** The tabs of the current group; hidden when the group has none. */
export function TabBar() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { locale, category, group, tab } = useRoute();
  const visitor = useVisitor();
  const tabs = category && group ? visibleEntries([category, group], visitor) : [];
  if (tabs.length === 0 || !category || !group) return null;
  return (
    <TabList
      className={styles.bar}
      aria-label={t('shell.tabs')}
      selectedValue={tab}
      onTabSelect={async (_event, data) => {
        if (await leaveAllowed()) navigate(localeHref(locale, category, group, String(data.value)));
      }}
    >
      {tabs.map((entry) => (
        <Tab key={entry.id} value={entry.id}>
          {entry.label[i18n.language === 'en' ? 'en' : 'kr']}
        </Tab>
      ))}
    </TabList>
  );
}

import { leaveAllowed, useNavigate } from '@coffee/field-toolkit/runtime';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@coffee/domain';
import type { MenuNode } from '@coffee/domain/navigation';
import { localeHref } from './navigation';

const useStyles = makeStyles({
  bar: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    marginBottom: tokens.spacingVerticalM,
  },
});

export interface GroupTabsProps {
  tabs: readonly MenuNode[];
  locale: Locale;
  category: string;
  group: string;
  tab: string | undefined;
}

/** The tab list of a group (its own chunk: pages without tabs never load Fluent's tabs). */
export default function GroupTabs({ tabs, locale, category, group, tab }: GroupTabsProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
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

import { Link } from '@coffee/field-toolkit/runtime';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMenuStore } from '@coffee/api-client';
import { useVisibleEntries, useVisitor } from '../access/useAccess';
import { firstVisiblePath } from './menuPaths';
import { localeHref, useRoute } from './navigation';
import { MenuCount } from './MenuCount';

const useStyles = makeStyles({
  nav: { padding: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * The group entries of the current category the visitor may open; none on the home page and the utility pages,
 * which have no category (the header's menu button is then not drawn: it would open nothing).
 */
export function useSideMenuGroups() {
  const { category } = useRoute();
  const groups = useVisibleEntries(category ? [category] : []);
  return category ? groups : [];
}

/** The group entries of the current category. */
export function SideMenu({ horizontal, onNavigate }: { horizontal: boolean; onNavigate?: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { locale, category, group } = useRoute();
  const visitor = useVisitor();
  const tree = useMenuStore((state) => state.menu?.tree);
  const groups = useSideMenuGroups();
  if (!category || groups.length === 0) return null;
  return (
    <nav id="side-menu" className={styles.nav} aria-label={t('shell.sideMenu')}>
      <ul className={mergeClasses(styles.list, horizontal && styles.horizontal)}>
        {groups.map((entry) => (
          <li key={entry.id}>
            <Link
              to={localeHref(locale, ...firstVisiblePath([category, entry.id], visitor, tree ?? []))}
              className={mergeClasses(styles.link, entry.id === group && styles.active)}
              aria-current={entry.id === group ? 'page' : undefined}
              onClick={onNavigate}
            >
              {entry.label[i18n.language === 'en' ? 'en' : 'kr']}
              {entry.count && <MenuCount path={entry.count} />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

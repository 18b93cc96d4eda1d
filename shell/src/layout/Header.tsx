import { Link } from '@coffee/field-toolkit/runtime';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons/svg/navigation';
import { useTranslation } from 'react-i18next';
import { CoffeeBeanIcon } from '../icons/CoffeeBeanIcon';
import { useMenuStore } from '@coffee/api-client';
import { useVisibleEntries, useVisitor } from '../access/useAccess';
import { firstVisiblePath } from './menuPaths';
import { localeHref, useRoute } from './navigation';
import { useSideMenuGroups } from './SideMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    flexWrap: 'wrap',
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
  },
  nav: { flexGrow: 1, overflowX: 'auto' },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover, color: tokens.colorNeutralForeground1 },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}`,
  },
  menuButton: { '@media (min-width: 768px)': { display: 'none' } },
});

export function Header({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { locale, category } = useRoute();
  const visitor = useVisitor();
  const categories = useVisibleEntries([]);
  const tree = useMenuStore((state) => state.menu?.tree);
  const hasSideMenu = useSideMenuGroups().length > 0;
  return (
    <header className={styles.header}>
      {hasSideMenu && (
        <Button
          className={styles.menuButton}
          appearance="subtle"
          icon={<Navigation24Regular />}
          aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={onToggleMenu}
        />
      )}
      <Link to={localeHref(locale)} className={styles.brand}>
        <CoffeeBeanIcon />
        <span>{t('shell.productName')}</span>
      </Link>
      <nav className={styles.nav} aria-label={t('shell.mainMenu')}>
        <ul className={styles.list}>
          {categories.map((entry) => (
            <li key={entry.id}>
              <Link
                to={localeHref(locale, ...firstVisiblePath([entry.id], visitor, tree ?? []))}
                className={mergeClasses(styles.item, entry.id === category && styles.active)}
                aria-current={entry.id === category ? 'page' : undefined}
              >
                {entry.label[i18n.language === 'en' ? 'en' : 'kr']}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

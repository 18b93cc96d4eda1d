import { useEffect, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { preferenceBodyClasses, setLanguage, preferencesStore, usePreferences } from '@coffee/field-toolkit/runtime';
import { useArrivalLanguage } from './arrivalLanguage';
import { ContentArea } from './ContentArea';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { Toolbar } from './Toolbar';
import { useRoute } from './navigation';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  skip: {
    position: 'absolute',
    left: '-999px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 100 },
  },
  frame: { flexGrow: 1, display: 'flex', width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
  widthN: { maxWidth: '1280px' },
  widthS: { maxWidth: '960px' },
  widthF: { maxWidth: 'none' },
  left: { flexDirection: 'row' },
  right: { flexDirection: 'row-reverse' },
  top: { flexDirection: 'column' },
  bottom: { flexDirection: 'column-reverse' },
  aside: {
    flexShrink: 0,
    ':empty': { display: 'none' },
    '@media (max-width: 767px)': { display: 'none' },
  },
  asideSide: {
    width: '14rem',
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
  },
  asideOpen: {
    '@media (max-width: 767px)': {
      display: 'block',
      position: 'fixed',
      inset: '0 auto 0 0',
      width: '80vw',
      zIndex: 20,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: tokens.shadow28,
      overflowY: 'auto',
    },
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalS },
  },
});

const widthClass = { N: 'widthN', S: 'widthS', F: 'widthF' } as const;
const positionClass = { L: 'left', R: 'right', T: 'top', B: 'bottom' } as const;

/** Keeps i18next, the shared locale and the body classes in step with the route and the preferences. */
function useShellEffects() {
  const { locale } = useRoute();
  const screenType = usePreferences((state) => state.screenType);
  const menuPosition = usePreferences((state) => state.menuPosition);
  useEffect(() => {
    void setLanguage(locale);
    preferencesStore.getState().setLocale(locale);
  }, [locale]);
  useEffect(() => {
    const classes = preferenceBodyClasses({ screenType, menuPosition });
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [screenType, menuPosition]);
}

export function ShellLayout({ providerClientId }: { providerClientId: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const screenType = usePreferences((state) => state.screenType);
  const menuPosition = usePreferences((state) => state.menuPosition);
  useShellEffects();
  useArrivalLanguage();
  const sideways = menuPosition === 'L' || menuPosition === 'R';
  return (
    <div className={styles.root}>
      <a href="#content" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      <Toolbar />
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className={mergeClasses(styles.frame, styles[widthClass[screenType]], styles[positionClass[menuPosition]])}>
        <aside className={mergeClasses(styles.aside, sideways && styles.asideSide, menuOpen && styles.asideOpen)}>
          <SideMenu horizontal={!sideways && !menuOpen} onNavigate={() => setMenuOpen(false)} />
        </aside>
        <main id="content" className={styles.main} tabIndex={-1}>
          <TabBar />
          <ContentArea providerClientId={providerClientId} />
        </main>
      </div>
      <Footer />
      {/* The one dialog host of the page: areas' confirm, alert and loading dialogs show here too. */}
      <DialogHost />
    </div>
  );
}

import { Suspense, lazy } from 'react';
import {
  leaveAllowed,
  MENU_POSITIONS,
  preferencesStore,
  SCREEN_TYPES,
  THEMES,
  useNavigate,
  usePreferences,
} from '@coffee/field-toolkit/runtime';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowExit20Regular } from '@fluentui/react-icons/svg/arrow-exit';
import { DarkTheme20Regular } from '@fluentui/react-icons/svg/dark-theme';
import { Globe20Regular } from '@fluentui/react-icons/svg/globe';
import { LayoutColumnTwo20Regular } from '@fluentui/react-icons/svg/layout-column-two';
import { Person20Regular } from '@fluentui/react-icons/svg/person';
import { ResizeLarge20Regular } from '@fluentui/react-icons/svg/resize-large';
import { useTranslation } from 'react-i18next';
import { signOut, useSessionStore } from '@coffee/api-client';
import type { Locale } from '@coffee/domain';
import { LOCALES, switchLocale } from '@coffee/domain/navigation';
import { ChoiceMenu } from './ChoiceMenu';
import { Stopwatch } from './Stopwatch';
import { ToolbarButton, ToolbarDivider, ToolbarFrame } from './ToolbarParts';
import { localeHref, useRoute } from './navigation';

// Only members of a cafe or roastery have organisations to choose from: a guest never downloads the switcher.
const OrganisationSwitcher = lazy(async () => ({
  default: (await import('./OrganisationSwitcher')).OrganisationSwitcher,
}));

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingInline: tokens.spacingHorizontalS,
  },
  user: { color: tokens.colorNeutralForeground2, alignSelf: 'center', paddingInline: tokens.spacingHorizontalS },
  wideOnly: { '@media (max-width: 767px)': { display: 'none' } },
});

export function Toolbar() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useRoute();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const theme = usePreferences((state) => state.theme);
  const screenType = usePreferences((state) => state.screenType);
  const menuPosition = usePreferences((state) => state.menuPosition);
  const { setTheme, setScreenType, setMenuPosition } = preferencesStore.getState();

  const changeLanguage = async (next: Locale) => {
    // The area is drawn anew in the other language: unsaved edits would be lost.
    if (!(await leaveAllowed())) return;
    const { pathname, search, hash } = window.location;
    navigate(switchLocale(`${pathname}${search}${hash}`, next));
  };

  const leave = async () => {
    const response = await signOut();
    if (response.status === 'OK' || response.status === '200') window.location.assign(localeHref(locale));
  };

  return (
    <ToolbarFrame className={styles.bar} aria-label={t('shell.toolbar')}>
      {status === 'signedIn' && (
        <Suspense fallback={null}>
          <OrganisationSwitcher />
        </Suspense>
      )}
      <Stopwatch />
      <ToolbarDivider />
      <ChoiceMenu
        label={t('shell.screenWidth')}
        icon={<ResizeLarge20Regular />}
        value={screenType}
        options={SCREEN_TYPES}
        optionLabel={(option) => `${option} · ${t(`shell.screen.${option}`)}`}
        onChange={setScreenType}
        className={styles.wideOnly}
      />
      <ChoiceMenu
        label={t('shell.menuPosition')}
        icon={<LayoutColumnTwo20Regular />}
        value={menuPosition}
        options={MENU_POSITIONS}
        optionLabel={(option) => `${option} · ${t(`shell.position.${option}`)}`}
        onChange={setMenuPosition}
      />
      <ChoiceMenu
        label={t('shell.theme')}
        icon={<DarkTheme20Regular />}
        value={theme}
        options={THEMES}
        optionLabel={(option) => t(`shell.themes.${option}`)}
        onChange={setTheme}
      />
      <ChoiceMenu
        label={t('shell.language')}
        icon={<Globe20Regular />}
        value={locale}
        options={LOCALES}
        optionLabel={(option) => t(`shell.languages.${option}`)}
        onChange={(next) => void changeLanguage(next)}
        showValue
      />
      <ToolbarDivider />
      {user && (
        <span className={`${styles.user} ${styles.wideOnly}`}>{t('shell.signedInAs', { name: user.name })}</span>
      )}
      {status === 'signedIn' ? (
        <ToolbarButton icon={<ArrowExit20Regular />} onClick={() => void leave()}>
          {t('shell.signOut')}
        </ToolbarButton>
      ) : (
        <ToolbarButton
          icon={<Person20Regular />}
          disabled={status === 'loading'}
          onClick={() => navigate(localeHref(locale, 'user', 'signin'))}
        >
          {t('shell.signIn')}
        </ToolbarButton>
      )}
    </ToolbarFrame>
  );
}

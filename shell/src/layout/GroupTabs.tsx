import type { MouseEvent } from 'react';
import { Link, leaveAllowed, useNavigate } from '@coffee/field-toolkit/runtime';
import {
  createCustomFocusIndicatorStyle,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@coffee/domain';
import type { MenuNode } from '@coffee/domain/navigation';
import { localeHref } from './navigation';

/** An underline under a tab, as Fluent's tabs draw their selection and hover indicators. */
const indicator = {
  content: '""',
  position: 'absolute',
  bottom: 0,
  left: tokens.spacingHorizontalM,
  right: tokens.spacingHorizontalM,
  height: tokens.strokeWidthThicker,
  borderRadius: tokens.borderRadiusCircular,
} as const;

const useStyles = makeStyles({
  bar: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    marginBottom: tokens.spacingVerticalM,
  },
  list: { display: 'flex', listStyle: 'none', margin: 0, padding: 0 },
  tab: {
    ...typographyStyles.body1,
    display: 'block',
    position: 'relative',
    whiteSpace: 'nowrap',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorNeutralForeground2Hover, textDecorationLine: 'none' },
    ':hover::before': { ...indicator, backgroundColor: tokens.colorNeutralStroke1Hover },
    ':active::before': { ...indicator, backgroundColor: tokens.colorNeutralStroke1Pressed },
    '@media (forced-colors: active)': { ':hover::before': { backgroundColor: 'Highlight' } },
    // Fluent's focus stroke, drawn inside the link: the scrolling bar would clip one drawn around it, and the
    // ::after that Fluent's outline helper uses is the current page's underline here.
    outlineStyle: 'none',
    ...createCustomFocusIndicatorStyle({
      boxShadow: `inset 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorStrokeFocus2}`,
    }),
  },
  current: {
    ...typographyStyles.body1Strong,
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1Hover },
    '::after': { ...indicator, backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    '@media (forced-colors: active)': { '::after': { backgroundColor: 'ButtonText' } },
  },
});

/** A plain left click, which the page handles itself; modified clicks open a new tab or window as links do. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The pages of a group: links in a navigation landmark drawn like Fluent's tabs (they change the route; ARIA tabs
 * are for panels within one page). A plain click asks before discarding unsaved edits. Its own chunk: pages
 * without tabs never load it.
 */
export default function GroupTabs({ tabs, locale, category, group, tab }: GroupTabsProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} aria-label={t('shell.tabs')}>
      <ul className={styles.list}>
        {tabs.map((entry) => {
          const href = localeHref(locale, category, group, entry.id);
          const current = entry.id === tab;
          return (
            <li key={entry.id}>
              <Link
                to={href}
                className={mergeClasses(styles.tab, current && styles.current)}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  void leaveAllowed().then((allowed) => allowed && navigate(href));
                }}
              >
                {entry.label[i18n.language === 'en' ? 'en' : 'kr']}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface GroupTabsProps {
  tabs: readonly MenuNode[];
  locale: Locale;
  category: string;
  group: string;
  tab: string | undefined;
}

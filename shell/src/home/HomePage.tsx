import { Spinner, Tab, TabList, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { getQuery, useQuery } from '@coffee/api-client/query';
import { useSessionStore } from '@coffee/api-client';
import { Navigate, addStrings, useNavigate } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import { homePath } from '@coffee/domain/navigation';
import { localToday } from '@coffee/domain/kernel';
import type { HomeRole, Locale } from '@coffee/domain';
import { localeHref, useRoute } from '../layout/navigation';
import { HomeTile } from './HomeTile';
import type { HomeTileData } from './HomeTile';
import { SerialBox } from './SerialBox';
import { useHomeRoles } from './homeRoles';
import { homeStrings } from './homeStrings';

addStrings('home', homeStrings);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** One call for the whole page, for the organisation selected, counted in the visitor's local day. */
function useHome(role: HomeRole, locale: Locale) {
  const selected = useSessionStore((state) => state.selected);
  const org =
    role === 'roastery' ? { roaster_seq: selected.roaster } : role === 'cafe' ? { cafe_seq: selected.cafe } : {};
  return useQuery(getQuery<{ tiles: HomeTileData[] }>(homePath(role), { ...org, today: localToday(), locale }));
}

function RoleHome({ role, roles, locale }: { role: HomeRole; roles: readonly HomeRole[]; locale: Locale }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const query = useHome(role, locale);
  const answer = query.data;
  const tiles = answer && answer.status === 'OK' && 'result' in answer ? answer.result?.tiles : undefined;
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.title}>
        {t(`home.title.${role}`)}
      </Title2>
      {roles.length > 1 && (
        <TabList
          aria-label={t('home.roles')}
          selectedValue={role}
          onTabSelect={(_, data) => navigate(localeHref(locale, 'home', String(data.value)))}
        >
          {roles.map((value) => (
            <Tab key={value} value={value}>
              {t(`home.role.${value}`)}
            </Tab>
          ))}
        </TabList>
      )}
      {query.isPending ? (
        <Spinner />
      ) : tiles ? (
        <div className={styles.tiles}>
          {role === 'lover' && <SerialBox locale={locale} />}
          {tiles.map((tile) => (
            <HomeTile key={tile.id} tile={tile} locale={locale} />
          ))}
        </div>
      ) : (
        <Text role="alert">{t('home.failed')}</Text>
      )}
    </div>
  );
}

/**
 * The visitor's home page (behaviour §10-1): `/home/{role}` for each role they hold, `/home` the first of them. A
 * role they do not hold sends them to their first one.
 */
export function HomePage() {
  const { locale, segments } = useRoute();
  const roles = useHomeRoles();
  if (roles === undefined) return <Spinner />;
  const asked = segments[1] as HomeRole | undefined;
  const role = asked && roles.includes(asked) ? asked : roles[0];
  if (!role) return <Navigate to={localeHref(locale, 'info', 'intro')} replace />;
  if (role !== asked) return <Navigate to={localeHref(locale, 'home', role)} replace />;
  return <RoleHome role={role} roles={roles} locale={locale} />;
}

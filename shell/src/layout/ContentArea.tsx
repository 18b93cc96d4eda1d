import { Suspense, lazy } from 'react';
import type { ReactElement } from 'react';
import { Navigate, UnderConstructionPage } from '@coffee/field-toolkit/runtime';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { areaOfRoute } from '@coffee/domain/navigation';
import { loadMenu, useMenuStore, useSessionStore } from '@coffee/api-client';
import { usePageAccess } from '../access/useAccess';
import { useAreaState } from '../remotes/areaStatus';
import { usePrerenderedArea } from '../remotes/prerendered';
import { areaSlot, retryArea } from '../remotes/registry';
import { AreaFailed, MenuFailed } from './AreaFailed';
import { localeHref, useRoute } from './navigation';

// The shell's own pages are rarely needed on a first visit: each loads on demand, keeping the guest's first
// download to the chrome and the area that owns the page.
const SignInPage = lazy(async () => ({ default: (await import('../pages/SignInPage')).SignInPage }));
const utilityPage = <K extends 'CreateChooser' | 'NoOrganisation' | 'NoPage' | 'NoPermission'>(name: K) =>
  lazy(async () => ({ default: (await import('../pages/UtilityPages'))[name] }));
const HomePage = lazy(async () => ({ default: (await import('../home/HomePage')).HomePage }));
const CreateChooser = utilityPage('CreateChooser');
const NoOrganisation = utilityPage('NoOrganisation');
const NoPage = utilityPage('NoPage');
const NoPermission = utilityPage('NoPermission');

const useStyles = makeStyles({
  slot: { minHeight: '40vh' },
  hidden: { display: 'none' },
  spinner: { padding: tokens.spacingVerticalXXXL },
});

/**
 * What the shell itself shows for a route, or null when a remote's page belongs in the slot. `waiting`: shown while
 * the visitor's access is not known yet.
 */
function useShellPage(providerClientId: string | null, waiting: ReactElement | null) {
  const { locale, segments } = useRoute();
  const access = usePageAccess(segments);
  const session = useSessionStore((state) => state.status);
  const menu = useMenuStore((state) => state);
  const [category, group, tab] = segments;
  // A signed-in visitor lands on their home page, from sign-in and from the logo (behaviour §10-1).
  if (segments.length === 0) {
    if (session === 'loading') return waiting;
    return <Navigate to={localeHref(locale, ...(session === 'signedIn' ? ['home'] : ['info', 'intro']))} replace />;
  }
  if (category === 'home')
    return session === 'signedIn' ? (
      <HomePage />
    ) : session === 'loading' ? (
      waiting
    ) : (
      <SignInPage providerClientId={providerClientId} />
    );
  if (category === 'create' && segments.length === 1) return <CreateChooser />;
  if (category === 'user' && group === 'signin') {
    return <SignInPage providerClientId={providerClientId} variant={tab === 'admin' ? 'admin' : 'user'} />;
  }
  switch (access.kind) {
    case 'loading':
      return menu.status === 'failed' ? <MenuFailed onRetry={() => void loadMenu()} /> : waiting;
    case 'signin':
      return <SignInPage providerClientId={providerClientId} />;
    case 'nopage':
      return <NoPage />;
    case 'nopermission':
      return <NoPermission />;
    case 'noorg':
      return <NoOrganisation org={access.org} />;
    case 'allowed':
      return menu.menu && areaOfRoute(segments, menu.menu.areas) ? null : <UnderConstructionPage />;
  }
}

function LoadingPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  return <Spinner className={styles.spinner} label={t('shell.loadingPage')} />;
}

/**
 * The content slot: a shell page, or the remote that owns the route (mounted by single-spa into the area slot),
 * with its loading and failure states.
 */
export function ContentArea({ providerClientId }: { providerClientId: string | null }) {
  const styles = useStyles();
  const { segments } = useRoute();
  const areas = useMenuStore((state) => state.menu?.areas);
  // The page's prerendered copy, in the slot until the remote has drawn it (see ../remotes/prerendered.ts). Its area
  // was named by the build for this very address: it stands while the suite's menu is on its way.
  const prerenderedArea = usePrerenderedArea();
  const area = areas ? areaOfRoute(segments, areas) : (prerenderedArea ?? undefined);
  const areaState = useAreaState(area);
  const prerendered = prerenderedArea === area;
  const shellPage = useShellPage(providerClientId, prerendered ? null : <LoadingPage />);
  const showArea = shellPage === null && area !== undefined;
  const loading = areaState === 'loading' || areaState === 'idle';
  return (
    <>
      <Suspense fallback={<LoadingPage />}>{shellPage}</Suspense>
      {showArea && areaState === 'failed' && <AreaFailed area={area} onRetry={() => retryArea(area)} />}
      {showArea && loading && !prerendered && <LoadingPage />}
      <div
        ref={(host) => {
          host?.appendChild(areaSlot);
        }}
        className={showArea && (areaState === 'mounted' || (loading && prerendered)) ? styles.slot : styles.hidden}
      />
    </>
  );
}

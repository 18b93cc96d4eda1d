// First: it starts the route's scripts before the modules below are evaluated.
import './remotes/startRouteScripts';
import { createRoot } from 'react-dom/client';
import {
  addLanguageStrings,
  BrowserRouter,
  loadPreferredTheme,
  setLanguage,
  SuiteProviders,
} from '@coffee/field-toolkit/runtime';
import { configureApi, loadRights, loadSession, sessionStore } from '@coffee/api-client';
import { parseRoute } from '@coffee/domain/navigation';
import { ORG_TYPES } from '@coffee/domain/session';
import { fetchSuiteConfig } from './config/suiteConfig';
import { loadShellStrings } from './i18n/loadShellStrings';
import { ShellLayout } from './layout/ShellLayout';
import { adoptPrerenderedPage } from './remotes/prerendered';
import { areaSlot, containerFor, registerAreas } from './remotes/registry';
import { registerServiceWorker } from './serviceWorker/register';

void addLanguageStrings('shell', loadShellStrings);

async function main() {
  registerServiceWorker();
  // A stored dark theme and the page's language arrive before the first render: no page is drawn in the light
  // theme or in the other language first.
  const [config] = await Promise.all([
    fetchSuiteConfig(),
    loadPreferredTheme(),
    setLanguage(parseRoute(globalThis.location.pathname).locale),
  ]);
  configureApi({ baseUrl: config.apiOrigin });
  const container = document.getElementById('root')!;
  adoptPrerenderedPage(container, areaSlot, containerFor);
  const root = createRoot(container);
  root.render(
    <SuiteProviders>
      <BrowserRouter>
        <ShellLayout providerClientId={config.signInProviderClientId} />
      </BrowserRouter>
    </SuiteProviders>,
  );
  await loadSession();
  // The route's remote loads while the visitor's rights are on their way; it mounts once they allow the page.
  registerAreas(config);
  if (sessionStore.getState().status === 'signedIn') await loadRights(ORG_TYPES);
}

void main();

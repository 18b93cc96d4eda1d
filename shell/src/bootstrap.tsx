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
import {
  configureApi,
  holdWhileDrawing,
  loadMenu,
  loadRights,
  loadSession,
  menuStore,
  sessionStore,
} from '@coffee/api-client';
import { parseRoute } from '@coffee/domain/navigation';
import { ORG_TYPES } from '@coffee/domain/session';
import { fetchSuiteConfig } from './config/suiteConfig';
import { loadShellStrings } from './i18n/loadShellStrings';
import { ShellLayout } from './layout/ShellLayout';
import { openRouteRecord } from './remotes/openRouteRecord';
import { adoptPrerenderedPage } from './remotes/prerendered';
import { areaSlot, containerFor, registerAreas } from './remotes/registry';
import { registerServiceWorker } from './serviceWorker/register';

void addLanguageStrings('shell', loadShellStrings);

async function main() {
  // Background work (the browser database's code, behaviour §06-7) waits until the route's page is drawn: from the
  // shell's start until its area has mounted the page, which then holds what it still draws itself.
  const starting = holdWhileDrawing();
  registerServiceWorker();
  const configured = fetchSuiteConfig().then((config) => {
    configureApi({ baseUrl: config.apiOrigin });
    return config;
  });
  // The session (preloaded by the document) and then the rights are asked for as soon as the API is known, while the
  // theme and the language load and the first render runs: a page's record and rows wait for the rights.
  const signedIn = configured.then(loadSession).then(
    () => sessionStore.getState().status === 'signedIn',
    () => false, // no configuration: the shell's start below fails and says so
  );
  const rights = signedIn.then((yes) => (yes ? loadRights(ORG_TYPES) : undefined));
  // The suite's menu (preloaded by the document too): which pages exist, who may open them, which remote owns each.
  const menu = configured.then(loadMenu, () => undefined);
  void openRouteRecord(signedIn, rights, menu);
  // A stored dark theme and the page's language arrive before the first render: no page is drawn in the light
  // theme or in the other language first.
  const [config] = await Promise.all([
    configured,
    loadPreferredTheme(),
    setLanguage(parseRoute(globalThis.location.pathname).locale),
  ]);
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
  // A menu kept from the last visit serves at once; without one, the remotes wait for the menu.
  await Promise.all([signedIn, menuStore.getState().menu ? undefined : menu]);
  // The route's remote loads while the visitor's rights are on their way; it mounts once they allow the page.
  registerAreas(config, starting);
  await rights;
}

void main();

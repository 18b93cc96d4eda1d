import { createRoot } from 'react-dom/client';
import { addStrings, BrowserRouter, loadPreferredTheme, SuiteProviders } from '@coffee/field-toolkit/runtime';
import { configureApi, loadRights, loadSession, sessionStore } from '@coffee/api-client';
import { ORG_TYPES } from '@coffee/domain/session';
import { fetchSuiteConfig } from './config/suiteConfig';
import { shellStrings } from './i18n/shellStrings';
import { ShellLayout } from './layout/ShellLayout';
import { adoptPrerenderedPage } from './remotes/prerendered';
import { areaSlot, containerFor, registerAreas } from './remotes/registry';
import { registerServiceWorker } from './serviceWorker/register';

addStrings('shell', shellStrings);

async function main() {
  registerServiceWorker();
  // A stored dark theme arrives before the first render: no page is drawn in the light one first.
  const [config] = await Promise.all([fetchSuiteConfig(), loadPreferredTheme()]);
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
  if (sessionStore.getState().status === 'signedIn') await loadRights(ORG_TYPES);
  registerAreas(config);
}

void main();

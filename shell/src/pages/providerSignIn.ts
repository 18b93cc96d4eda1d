import { apiPost, isOk } from '@coffee/api-client';

interface CodeResponse {
  code?: string;
  error?: string;
}

interface GoogleAccounts {
  oauth2: {
    initCodeClient(config: {
      client_id: string;
      scope: string;
      ux_mode: 'popup';
      callback: (response: CodeResponse) => void;
      error_callback?: () => void;
    }): { requestCode(): void };
  };
}

const PROVIDER_SCRIPT = 'https://accounts.google.com/gsi/client';

function loadProviderScript(): Promise<GoogleAccounts> {
  const existing = (window as unknown as { google?: { accounts: GoogleAccounts } }).google;
  if (existing) return Promise.resolve(existing.accounts);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PROVIDER_SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { google: { accounts: GoogleAccounts } }).google.accounts);
    script.onerror = () => reject(new Error('provider script failed to load'));
    document.head.appendChild(script);
  });
}

/**
 * The provider's popup code flow (scope email and profile); the code goes to the API server, which verifies
 * it and opens the session. Resolves true when the session is open.
 */
export async function signInWithProvider(clientId: string): Promise<boolean> {
  try {
    const accounts = await loadProviderScript();
    const code = await new Promise<string>((resolve, reject) => {
      accounts.oauth2
        .initCodeClient({
          client_id: clientId,
          scope: 'email profile',
          ux_mode: 'popup',
          callback: (response) => (response.code ? resolve(response.code) : reject(new Error(response.error))),
          error_callback: () => reject(new Error('popup closed')),
        })
        .requestCode();
    });
    return isOk(await apiPost('/api/sign/callback', { code, ux_mode: 'popup' }, { org: null }));
  } catch {
    return false;
  }
}

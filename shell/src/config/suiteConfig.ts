import type { AreaName } from '@coffee/domain';
import { AREA_NAMES } from '@coffee/domain/navigation';

/** Deploy-time configuration, read from `/remotes.json` at every start (never cached). */
export interface SuiteConfig {
  /** Origin of the API server, e.g. http://localhost:4000. */
  apiOrigin: string;
  /** Manifest URL of each remote. */
  remotes: Partial<Record<AreaName, string>>;
  /** Client id of the third-party sign-in provider; null when none is configured. */
  signInProviderClientId: string | null;
}

export function parseSuiteConfig(raw: unknown): SuiteConfig {
  const value = (raw ?? {}) as Record<string, unknown>;
  const remotes = (value.remotes ?? {}) as Record<string, unknown>;
  return {
    apiOrigin: typeof value.apiOrigin === 'string' ? value.apiOrigin : '',
    remotes: Object.fromEntries(
      AREA_NAMES.filter((area) => typeof remotes[area] === 'string').map((area) => [area, remotes[area] as string]),
    ),
    signInProviderClientId:
      typeof value.signInProviderClientId === 'string' && value.signInProviderClientId
        ? value.signInProviderClientId
        : null,
  };
}

export async function fetchSuiteConfig(): Promise<SuiteConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseSuiteConfig(await response.json());
}

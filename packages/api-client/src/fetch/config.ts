export interface ApiConfig {
  /** API origin, e.g. `https://api.example.com`; empty for same-origin. */
  baseUrl: string;
}

let config: ApiConfig = { baseUrl: '' };

/** Set once by the shell at start-up from its run-time config. */
export function configureApi(next: ApiConfig): void {
  config = { baseUrl: next.baseUrl.replace(/\/+$/, '') };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

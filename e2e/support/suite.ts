// Typed access to the workspace tools that build and serve the suite.
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface SuitePorts {
  shell: number;
  api: number;
  remotes: Record<string, number>;
}

/** The shell's run-time configuration (remotes.json). */
export interface SuiteConfig {
  apiOrigin: string;
  remotes: Record<string, string>;
  signInProviderClientId: string | null;
}

interface SuiteModule {
  suitePorts(env: Record<string, string | undefined>): SuitePorts;
  suiteConfig(ports: SuitePorts, env?: Record<string, string | undefined>): SuiteConfig;
  serveApps(ports: SuitePorts, config: unknown): Promise<Record<string, RunningServer>>;
  /** The security headers of every app's server, with a Content-Security-Policy built from `config`'s origins. */
  suiteHeaders(ports: SuitePorts, config: SuiteConfig): Record<string, string>;
  startApi(
    ports: SuitePorts,
    env?: Record<string, string | undefined>,
    options?: { imports?: string[] },
  ): Promise<RunningServer>;
}

interface ServeModule {
  serveApp(options: {
    dir: string;
    port: number;
    spa?: boolean;
    json?: Record<string, unknown>;
    headers?: Record<string, string>;
  }): Promise<RunningServer>;
}

export const repoRoot = join(__dirname, '..', '..');
const tools = join(repoRoot, 'packages', 'workspace-tools', 'src');

export const loadSuite = () => import(join(tools, 'suite.mjs')) as Promise<SuiteModule>;
/** The module an API server loads to read an area's model from another folder (AREA_MODEL_OVERRIDE). */
export const modelOverride = join(tools, 'model-override.mjs');
export const loadServe = () => import(join(tools, 'serve.mjs')) as Promise<ServeModule>;

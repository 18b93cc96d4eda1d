/**
 * Ports of the suite under test, away from the defaults so a running `npm start` does not collide.
 * `E2E_PORT_OFFSET` shifts them all, so two checkouts on one machine can run their suites at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  shell: 3100 + offset,
  remoteBase: 3101 + offset,
  api: 4100 + offset,
  /**
   * A second set of static servers a test may start, stop and replace on its own; halfway to the next hundred, so
   * it does not meet the suite of a checkout whose offset is 100 more.
   */
  spareShell: 3150 + offset,
  spareRemoteBase: 3151 + offset,
  /** A second API server a test may start on a database of its own. */
  spareApi: 4150 + offset,
};

export const e2eEnv = (shell: number, remoteBase: number) => ({
  SHELL_PORT: String(shell),
  REMOTE_PORT_BASE: String(remoteBase),
  API_PORT: String(E2E_PORTS.api),
});

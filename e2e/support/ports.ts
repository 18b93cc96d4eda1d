/** Ports of the suite under test, away from the defaults so a running `npm start` does not collide. */
export const E2E_PORTS = {
  shell: 3100,
  remoteBase: 3101,
  api: 4100,
  /** A second set of static servers a test may start, stop and replace on its own. */
  spareShell: 3200,
  spareRemoteBase: 3201,
};

export const e2eEnv = (shell: number, remoteBase: number) => ({
  SHELL_PORT: String(shell),
  REMOTE_PORT_BASE: String(remoteBase),
  API_PORT: String(E2E_PORTS.api),
});

/**
 * Ports of the suite under test, away from the defaults so a running `npm start` does not collide.
 * `E2E_PORT_OFFSET` shifts them all, so two checkouts on one machine can run their suites at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The most lanes the port plan has room for (10 ports apart, below the spare servers' 50). */
const MAX_LANES = 5;

/**
 * The ports of lane `lane`: each lane is a whole suite of its own (API server, database, shell and remotes, and the
 * spare servers its tests may start), so the tests of one lane never meet another lane's writes.
 */
export function lanePorts(lane: number) {
  if (!Number.isInteger(lane) || lane < 0 || lane >= MAX_LANES) throw new Error(`no e2e lane ${lane}`);
  const at = offset + lane * 10;
  return {
    shell: 3100 + at,
    remoteBase: 3101 + at,
    api: 4100 + at,
    /**
     * A second set of static servers a test may start, stop and replace on its own; halfway to the next hundred, so
     * it does not meet the suite of a checkout whose offset is 100 more.
     */
    spareShell: 3150 + at,
    spareRemoteBase: 3151 + at,
    /** A second API server a test may start on a database of its own. */
    spareApi: 4150 + at,
  };
}

/** How many lanes the run starts: one per Playwright worker. */
export const laneCount = (workers: number) => Math.min(workers, MAX_LANES);

/**
 * This worker's lane: Playwright numbers the workers running at one time 0, 1, … (TEST_PARALLEL_INDEX; a worker that
 * replaces a failed one takes its number), so no two workers ever share a lane. Outside a worker, lane 0.
 */
export const E2E_LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORTS = lanePorts(E2E_LANE);

export const e2eEnv = (shell: number, remoteBase: number, api = E2E_PORTS.api) => ({
  SHELL_PORT: String(shell),
  REMOTE_PORT_BASE: String(remoteBase),
  API_PORT: String(api),
});

import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import pg from 'pg';

/** The channel the statement triggers of migration 005 notify (payload: the table name) after each commit. */
export const CHANGE_CHANNEL = 'coffee_table_change';
/** Name of those triggers (one per table; the tables that carry it are the ones whose counts may be cached). */
export const CHANGE_TRIGGER = 'coffee_notify_change';
/** How long a cache waits for the round trip that catches up with the notifications before it recomputes. */
const CATCH_UP_LIMIT_MS = 1000;

/**
 * Versions of the tables' contents as seen by this process: every write moves the written table's version (or all
 * of them) forward. A value computed from a table is reusable only while the table's version has not moved.
 *
 * Writes are seen twice: here, when this process sends the statement and again when its transaction commits (the
 * tracking driver below), and from PostgreSQL itself, whose statement triggers notify {@link CHANGE_CHANNEL} on
 * commit, for writes by any process, cascades and raw SQL included. While the notification connection is down,
 * nothing may be reused (`live` is false).
 */
export class TableChanges {
  #clock = 0;
  #all = 0;
  readonly #tables = new Map<string, number>();
  /** Tables carrying the change trigger (read at start). */
  tracked: ReadonlySet<string> = new Set();
  /** True while the notifications of other processes' commits are received. */
  live = false;
  /** A round trip on the notification connection (set while it is up; see {@link catchUp}). */
  roundTrip: (() => Promise<unknown>) | null = null;
  #latest: { sent: boolean; done: Promise<boolean> } | null = null;

  /**
   * Resolves once every notification of a commit made before the call has been received; false when it could not
   * be checked. PostgreSQL sends a listener's pending notifications before the answer to its next query, so one
   * round trip on the notification connection suffices: a write acknowledged by another process a moment ago
   * (whose client now asks this one) is then seen here. Callers arriving before a round trip is sent share it.
   */
  catchUp(): Promise<boolean> {
    const roundTrip = this.roundTrip;
    if (!roundTrip) return Promise.resolve(false);
    const latest = this.#latest;
    if (latest && !latest.sent) return latest.done;
    const barrier = { sent: false, done: Promise.resolve(false) };
    barrier.done = (latest?.done ?? Promise.resolve(true)).then(() => {
      barrier.sent = true;
      return new Promise<boolean>((resolve) => {
        // A connection that hangs must not hold requests: past the limit, nothing is reused.
        const timer = setTimeout(() => resolve(false), CATCH_UP_LIMIT_MS);
        roundTrip()
          .then(
            () => resolve(true),
            () => resolve(false),
          )
          .finally(() => clearTimeout(timer));
      });
    });
    this.#latest = barrier;
    return barrier.done;
  }

  version(table: string): number {
    return Math.max(this.#tables.get(table) ?? 0, this.#all);
  }

  bump(tables: Iterable<string>): void {
    for (const table of tables) this.#tables.set(table, ++this.#clock);
  }

  bumpAll(): void {
    this.#all = ++this.#clock;
  }

  /** Whether values computed from this table may be reused at all. */
  reusable(table: string): boolean {
    return this.live && this.tracked.has(table);
  }
}

const WRITE =
  /(?<!\bfor\s+)(?<!\bdo\s+)\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?[A-Za-z_][\w$]*"?\s*\.\s*)?"?([A-Za-z_][\w$]*)"?/gi;

/**
 * Tables a statement writes: `null` for a read, `'all'` when it may write more than it names (a delete can cascade;
 * a statement that looks like a write but names no table). Over-reporting only costs reuse; under-reporting would
 * serve stale values, so anything unclear counts as a write of everything.
 */
const WRITE_WORD = /\b(?:insert|update|delete|truncate|merge|copy|call|do)\b/i;

export function writtenTables(text: string): Set<string> | 'all' | null {
  // A plain select (no data-modifying CTE, which would start with `with`) only writes through functions it calls.
  if (/^\s*select\b/i.test(text) && !/\b(?:insert\s+into|delete\s+from|nextval|setval|pg_notify)\b/i.test(text))
    return null;
  if (!WRITE_WORD.test(text)) return null;
  const tables = new Set<string>();
  let write = false;
  for (const match of text.matchAll(WRITE)) {
    write = true;
    const verb = (match[1] ?? '').toLowerCase();
    if (verb.startsWith('delete') || verb.startsWith('truncate') || verb.startsWith('merge')) return 'all';
    if (match[2]) tables.add(match[2]);
  }
  if (!write) return /^\s*(select|with|explain|show)\b/i.test(text) ? null : 'all';
  return tables.size > 0 ? tables : 'all';
}

/** A connection of the tracking driver: notes writes, and the tables written by its open transaction. */
class TrackedConnection implements DatabaseConnection {
  written: Set<string> | 'all' | null = null;
  inTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: TableChanges,
  ) {}

  private note(query: CompiledQuery): void {
    if (query.query.kind === 'SelectQueryNode') return;
    const tables = writtenTables(query.sql);
    if (!tables) return;
    if (tables === 'all') this.changes.bumpAll();
    else this.changes.bump(tables);
    if (!this.inTransaction) return;
    if (tables === 'all' || this.written === 'all') this.written = 'all';
    else this.written = new Set([...(this.written ?? []), ...tables]);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.note(query);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.note(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Wraps a Kysely driver so that every write sent through it moves the versions of {@link TableChanges}: when it is
 * sent, and again when its transaction commits (a value computed between the two from the old rows is not kept).
 */
export class TrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: TableChanges,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.changes);
  }

  private static unwrap(connection: DatabaseConnection): TrackedConnection {
    if (!(connection instanceof TrackedConnection)) throw new Error('not a tracked connection');
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const tracked = TrackingDriver.unwrap(connection);
    await this.inner.beginTransaction(tracked.inner, settings);
    tracked.inTransaction = true;
    tracked.written = null;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = TrackingDriver.unwrap(connection);
    try {
      await this.inner.commitTransaction(tracked.inner);
    } finally {
      if (tracked.written === 'all') this.changes.bumpAll();
      else if (tracked.written) this.changes.bump(tracked.written);
      tracked.inTransaction = false;
      tracked.written = null;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = TrackingDriver.unwrap(connection);
    // A value read inside the transaction (a code list) may hold its writes that are now undone.
    if (tracked.written === 'all') this.changes.bumpAll();
    else if (tracked.written) this.changes.bump(tracked.written);
    tracked.inTransaction = false;
    tracked.written = null;
    await this.inner.rollbackTransaction(tracked.inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported');
    await this.inner.savepoint(TrackingDriver.unwrap(connection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported');
    await this.inner.rollbackToSavepoint(TrackingDriver.unwrap(connection).inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported');
    await this.inner.releaseSavepoint(TrackingDriver.unwrap(connection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const tracked = TrackingDriver.unwrap(connection);
    if (tracked.inTransaction) this.changes.bumpAll();
    return this.inner.releaseConnection(tracked.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * Receives the change notifications of the database (every process's commits) on a connection of its own,
 * reconnecting when it drops; while it is down, `changes.live` is false and nothing is reused.
 */
export async function listenForChanges(url: string, changes: TableChanges): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const down = () => {
    changes.live = false;
    changes.roundTrip = null;
    changes.bumpAll();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (client === next) client = null;
      down();
      next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      if (message.payload) changes.bump([message.payload]);
      else changes.bumpAll();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
      const { rows } = await next.query<{ table: string }>(
        `select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace where t.tgname = $1 and n.nspname = current_schema()`,
        [CHANGE_TRIGGER],
      );
      if (gone || closed) return lost();
      changes.tracked = new Set(rows.map((row) => row.table));
      client = next;
      // Anything computed before this connection listened may be stale.
      changes.bumpAll();
      changes.live = true;
      changes.roundTrip = () => next.query('select 1');
    } catch {
      lost();
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      down();
      await current?.end().catch(() => {});
    },
  };
}

import type { TableChanges } from './changes';

interface Entry {
  count: number;
  version: number;
  expires: number;
}

/**
 * Row counts of list queries, reused for a few seconds while nothing has written the counted table. The key is the
 * count query itself (SQL and parameters): the owner (organisation or user), every filter and search and the screen's
 * own conditions are all part of it, so a count is only ever reused for the very same question. A count is not kept
 * when the table changed while it was computed, and nothing is reused while the database's change notifications are
 * not received or not caught up with (see TableChanges).
 */
export class CountCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<number>>();

  constructor(
    private readonly changes: TableChanges,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
  ) {}

  async count(table: string, key: string, run: () => Promise<number>): Promise<number> {
    if (this.ttlMs <= 0 || !this.changes.reusable(table)) return run();
    const id = `${table}\u0000${key}`;
    const now = Date.now();
    const entry = this.#entries.get(id);
    // Before reusing, the notifications of every commit acknowledged so far (by any process) are in.
    if (entry && entry.expires > now && (await this.changes.catchUp())) {
      if (this.changes.reusable(table) && entry.version === this.changes.version(table)) return entry.count;
    }
    const version = this.changes.version(table);
    // Requests arriving together for the same count share one query (of the same table version).
    const flight = `${id}\u0000${version}`;
    const pending = this.#pending.get(flight);
    if (pending) return pending;
    const counting = run();
    this.#pending.set(flight, counting);
    try {
      const count = await counting;
      if (this.changes.reusable(table) && this.changes.version(table) === version) {
        this.#entries.delete(id);
        if (this.#entries.size >= this.maxEntries) this.#sweep(now);
        this.#entries.set(id, { count, version, expires: now + this.ttlMs });
      }
      return count;
    } finally {
      this.#pending.delete(flight);
    }
  }

  /** Drops expired entries, and the oldest ones when still full. */
  #sweep(now: number): void {
    for (const [id, entry] of this.#entries) if (entry.expires <= now) this.#entries.delete(id);
    for (const id of this.#entries.keys()) {
      if (this.#entries.size < this.maxEntries) break;
      this.#entries.delete(id);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}

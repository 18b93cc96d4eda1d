import { ApiError } from './errors';

/** How many exports may run at once (behaviour §04-5): per user, and in all in this API process. */
export interface ExportLimits {
  perUser: number;
  total: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = { perUser: 2, total: 6 };

/** Seconds a refused export is asked to wait: an export of the suite's lists takes a few seconds at most. */
const RETRY_AFTER_S = 5;

/**
 * The exports running in this process, by user. An export holds its slot from its first query until its answer has
 * been sent, read to the end or dropped; one more than a cap is answered 429 with the cap it met (`export_busy_user`
 * or `export_busy_total`, the cap as `bound`), so a person reads why, and a few slow readers cannot hold the server.
 */
export class ExportSlots {
  private running = 0;
  private readonly byUser = new Map<number, number>();

  constructor(readonly limits: ExportLimits = DEFAULT_EXPORT_LIMITS) {}

  /** A slot for this user or the refusal; the returned function gives it back (once, however often it is called). */
  take(userSeq: number): () => void {
    const mine = this.byUser.get(userSeq) ?? 0;
    if (mine >= this.limits.perUser)
      throw new ApiError(429, 'export_busy_user', { bound: this.limits.perUser, retry_after: RETRY_AFTER_S });
    if (this.running >= this.limits.total)
      throw new ApiError(429, 'export_busy_total', { bound: this.limits.total, retry_after: RETRY_AFTER_S });
    this.running += 1;
    this.byUser.set(userSeq, mine + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.running -= 1;
      const left = (this.byUser.get(userSeq) ?? 1) - 1;
      if (left > 0) this.byUser.set(userSeq, left);
      else this.byUser.delete(userSeq);
    };
  }

  /** Exports running now (tests and the health page read it). */
  get size(): number {
    return this.running;
  }
}

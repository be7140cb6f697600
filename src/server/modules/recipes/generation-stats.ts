import type { FastifyBaseLogger } from 'fastify';
import type { RecipesRepository } from './recipes.repository';

export interface GenerationEvent {
  userId: number | null;
  recipeCount: number;
  engine: string;
  createdAt: Date;
}

export interface GenerationStatsOptions {
  /** Pending events are written at least this often. */
  flushEveryMs: number;
  /** ... or as soon as this many are waiting. */
  maxPending: number;
  /** While the database is away, at most this many are kept; older ones are dropped. */
  maxKept: number;
}

export const DEFAULT_GENERATION_STATS: GenerationStatsOptions = {
  flushEveryMs: 2_000,
  maxPending: 500,
  maxKept: 20_000,
};

/**
 * Generation statistics (the admin dashboard's generated-recipe count) are written off the
 * request path: a generate only appends to a list in memory, and the list is written in one
 * multi-row insert every couple of seconds. A crash loses at most those seconds of statistics;
 * the cook's recipes and everything they saved are not involved (decision 012).
 */
export class GenerationStats {
  private pending: (GenerationEvent & { seq: number })[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: RecipesRepository,
    private readonly log: FastifyBaseLogger,
    private readonly opts: GenerationStatsOptions = DEFAULT_GENERATION_STATS,
  ) {}

  record(userId: number | null, recipeCount: number, engine: string): void {
    this.pending.push({ userId, recipeCount, engine, createdAt: new Date(), seq: this.seq++ });
    if (this.pending.length >= this.opts.maxPending) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.opts.flushEveryMs).unref();
  }

  /** Writes what is pending (one insert) and resolves when it and every earlier write are done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.repo.recordGenerations(batch);
      } catch (err) {
        // Keep them for the next round (bounded): the database may be restarting.
        this.pending = [...batch, ...this.pending].sort((a, b) => a.seq - b.seq).slice(-this.opts.maxKept);
        this.timer ??= setTimeout(() => void this.flush(), this.opts.flushEveryMs).unref();
        this.log.warn({ err, events: batch.length }, 'could not write generation statistics; will retry');
      }
    });
    return this.writing;
  }

  get waiting(): number {
    return this.pending.length;
  }
}

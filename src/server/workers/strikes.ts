/**
 * The per-creator abuse budget: each task of a creator's that went over a limit (terminated for time or
 * memory, or refused by its own caps: too many pages, a page tree that loops) is a strike. A creator with
 * `max` strikes within `windowMs` gets no more heavy tasks until the oldest strike ages out, so a refused
 * file (whose usage unit is given back) cannot be sent again and again to keep a thread busy for free.
 * Kept in this process's memory, bounded: the least recently struck creators are forgotten first.
 */
export interface StrikeRule {
  max: number;
  windowMs: number;
}

export const DEFAULT_STRIKES: StrikeRule = { max: 3, windowMs: 60 * 60_000 };

/** Creators remembered at most. */
const MAX_OWNERS = 10_000;

export class StrikeLog {
  private readonly log = new Map<string, number[]>();

  constructor(
    private readonly rule: StrikeRule = DEFAULT_STRIKES,
    private readonly now: () => number = Date.now,
  ) {}

  strike(owner: string): void {
    const times = this.recent(owner);
    times.push(this.now());
    if (times.length > this.rule.max) times.splice(0, times.length - this.rule.max);
    // Re-inserted so that the map's order is the order of the latest strike (the oldest is dropped first).
    this.log.delete(owner);
    this.log.set(owner, times);
    if (this.log.size > MAX_OWNERS) this.log.delete(this.log.keys().next().value!);
  }

  /** Milliseconds until the owner may run heavy tasks again; 0 when it may now. */
  blockedFor(owner: string): number {
    const times = this.recent(owner);
    if (times.length < this.rule.max) return 0;
    return Math.max(1, times[0]! + this.rule.windowMs - this.now());
  }

  private recent(owner: string): number[] {
    const times = this.log.get(owner);
    if (!times) return [];
    const since = this.now() - this.rule.windowMs;
    const kept = times.filter((t) => t > since);
    if (kept.length === 0) this.log.delete(owner);
    else this.log.set(owner, kept);
    return kept;
  }
}

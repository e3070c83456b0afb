import type { RateRule } from '../config';

export interface HitResult {
  allowed: boolean;
  /** When the window frees up, in ms from now. */
  retryAfterMs: number;
}

/** Fixed-window counters keyed by a string. */
export interface RateLimitStore {
  hit(key: string, rule: RateRule): Promise<HitResult>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateRule): Promise<HitResult> {
    const now = this.now();
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { allowed: w.count <= rule.max, retryAfterMs: w.resetAt - now };
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

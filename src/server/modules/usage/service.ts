import { and, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../contract/messages';
import { limitFor, USAGE_KINDS, type Tier, type UsageCounts, type UsageKind } from '../../../contract/plans';
import { HttpError } from '../../lib/http-error';
import type { Db } from '../../db/client';
import { usage } from '../../db/schema';
import { usagePeriod } from '../../lib/period';

export function emptyUsageCounts(): UsageCounts {
  return Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as UsageCounts;
}

/**
 * Reads this month's usage. When this process is the database's one writer (embedded PGlite) the
 * counts are kept in memory and every change to them must go through `changed`.
 */
export class UsageService {
  private readonly cache: Map<string, { period: string; counts: UsageCounts }> | null;

  constructor(
    private readonly db: Db,
    opts: { exclusiveWriter: boolean },
  ) {
    this.cache = opts.exclusiveWriter ? new Map() : null;
  }

  /** This month's (UTC) usage of each metered kind. */
  async counts(userId: string, at: Date = new Date()): Promise<UsageCounts> {
    const period = usagePeriod(at);
    const cached = this.cache?.get(userId);
    if (cached && cached.period === period) return { ...cached.counts };
    const rows = await this.db
      .select({ kind: usage.kind, count: usage.count })
      .from(usage)
      .where(and(eq(usage.userId, userId), eq(usage.period, period)));
    const counts = emptyUsageCounts();
    for (const row of rows) {
      if ((USAGE_KINDS as readonly string[]).includes(row.kind)) counts[row.kind as UsageKind] = row.count;
    }
    if (this.cache) {
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(userId, { period, counts: { ...counts } });
    }
    return counts;
  }

  /** Forget what is held for a user after its usage rows changed. */
  changed(userId: string) {
    this.cache?.delete(userId);
  }

  /**
   * Takes one unit of a metered kind against the tier's monthly limit in one statement, so that
   * concurrent requests, on any number of instances, can never exceed it (DESIGN §4). Throws 403
   * "Usage limit exceeded…" when the limit is reached.
   */
  async reserve(opts: { userId: string; tier: Tier; kind: UsageKind; at?: Date }): Promise<Reservation> {
    const { userId, tier, kind } = opts;
    const period = usagePeriod(opts.at);
    const limit = limitFor(tier, kind);
    if (limit === 0) throw new HttpError(403, MESSAGES.usageLimitExceeded);
    const rows = await this.db
      .insert(usage)
      .values({ userId, period, kind, count: 1 })
      .onConflictDoUpdate({
        target: [usage.userId, usage.period, usage.kind],
        set: { count: sql`${usage.count} + 1` },
        ...(limit === null ? {} : { setWhere: sql`${usage.count} < ${limit}` }),
      })
      .returning({ count: usage.count });
    this.changed(userId);
    if (rows.length === 0) throw new HttpError(403, MESSAGES.usageLimitExceeded);
    return { userId, period, kind, count: rows[0]!.count };
  }

  /** Gives a reserved unit back: the action it was taken for failed, and failures never count. */
  async release(reservation: Reservation): Promise<void> {
    await this.db
      .update(usage)
      .set({ count: sql`${usage.count} - 1` })
      .where(
        and(
          eq(usage.userId, reservation.userId),
          eq(usage.period, reservation.period),
          eq(usage.kind, reservation.kind),
          gt(usage.count, 0),
        ),
      );
    this.changed(reservation.userId);
  }

  /** Runs a metered action: one unit is reserved before it and released if it throws. */
  async metered<T>(opts: { userId: string; tier: Tier; kind: UsageKind }, action: () => Promise<T>): Promise<T> {
    const reservation = await this.reserve(opts);
    try {
      return await action();
    } catch (err) {
      await this.release(reservation);
      throw err;
    }
  }
}

export interface Reservation {
  userId: string;
  period: string;
  kind: UsageKind;
  /** The count after this reservation. */
  count: number;
}

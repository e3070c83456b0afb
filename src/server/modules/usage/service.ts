import { MESSAGES } from '../../../contract/messages';
import { limitFor, USAGE_KINDS, type Tier, type UsageCounts, type UsageKind } from '../../../contract/plans';
import { HttpError } from '../../lib/http-error';
import type { AccountsRepository } from '../../db/accounts-repository';
import { usagePeriod } from '../../lib/period';

export function emptyUsageCounts(): UsageCounts {
  return Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as UsageCounts;
}

/**
 * This month's usage against the plans' limits. The rows are written (and, on the embedded database,
 * held in memory) by the accounts repository.
 */
export class UsageService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** This month's (UTC) usage of each metered kind. */
  async counts(userId: string, at: Date = new Date()): Promise<UsageCounts> {
    const stored = await this.accounts.usageCounts(userId, usagePeriod(at));
    const counts = emptyUsageCounts();
    for (const kind of USAGE_KINDS) counts[kind] = stored[kind] ?? 0;
    return counts;
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
    const count = await this.accounts.incrementUsage({ userId, period, kind, limit });
    if (count === null) throw new HttpError(403, MESSAGES.usageLimitExceeded);
    return { userId, period, kind, count };
  }

  /** Gives a reserved unit back: the action it was taken for failed, and failures never count. */
  async release(reservation: Reservation): Promise<void> {
    await this.accounts.decrementUsage(reservation);
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

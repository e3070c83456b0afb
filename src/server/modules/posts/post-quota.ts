import { eq } from 'drizzle-orm';
import type { AccountsRepository } from '../../db/accounts-repository';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { UsageService } from '../usage/service';

/**
 * A scheduled post's unit of the monthly `social_posts` quota (docs/product/scheduling.md#plans): taken
 * once when a post becomes scheduled, in the transaction that schedules it, and given back to the month
 * it was taken from when every target is cancelled before any ran. Publishing now takes none.
 */
export interface PostQuota {
  /**
   * Runs `work` (the writes that schedule the post, with the month the unit is taken from) in the
   * transaction that settles one unit: both or neither. 403 "Usage limit exceeded…" at the limit, and
   * `work` is not run.
   */
  take<T>(userId: string, work: (tx: Db, period: string) => Promise<T>): Promise<T>;
  /** Gives one unit back to `period` (posts.quota_period), never below zero. */
  giveBack(userId: string, period: string): Promise<void>;
}

const KIND = 'social_posts';

/** The quota through the usage module (its reservation, so concurrent posts never pass the limit). */
export function postQuota(deps: {
  db: Db;
  usage: Pick<UsageService, 'reserve' | 'release'>;
  accounts: Pick<AccountsRepository, 'settleReservation' | 'subtractUsage'>;
}): PostQuota {
  return {
    async take<T>(userId: string, work: (tx: Db, period: string) => Promise<T>): Promise<T> {
      const [user] = await deps.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(404, 'This account no longer exists');
      const reservation = await deps.usage.reserve({ userId, tier: user.tier, kind: KIND });
      let result: T | undefined;
      try {
        await deps.accounts.settleReservation(reservation, async (tx) => {
          result = await work(tx, reservation.period);
        });
      } catch (err) {
        // Nothing was scheduled: the unit goes back.
        await deps.usage.release(reservation);
        throw err;
      }
      return result as T;
    },
    async giveBack(userId: string, period: string) {
      await deps.accounts.subtractUsage({ userId, period, kind: KIND, amount: 1 });
    },
  };
}

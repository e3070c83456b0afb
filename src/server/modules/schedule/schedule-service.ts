import type { FastifyBaseLogger } from 'fastify';
import { QUEUE_HORIZON_DAYS, type PutScheduleRequest, type QueueSlot, type ScheduleResponse } from '../../../contract/schedule';
import type { PublishPlatform } from '../../../contract/social';
import type { AccountsRepository } from '../../db/accounts-repository';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { HttpError } from '../../lib/http-error';
import { canonicalTimeZone } from '../../lib/time-zone';
import type { AnalyticsService } from '../analytics/service';
import { QUEUE_MIN_LEAD_MS, nextFreeTimes, platformsWithSlots, queueRefusal, type FreeTimes } from './queue-times';
import { readSchedule, readSlots, replaceSlots, takenInstants } from './slot-store';
import { slotSuggestions } from './suggestions';

export interface ScheduleDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The only writer of `users` (the time zone), which keeps cached sessions' user rows right. */
  accounts: AccountsRepository;
  /** The best-time card the suggestions come from. */
  analytics: Pick<AnalyticsService, 'bestTimeOf'>;
}

/** Said to an API caller who asks for "Add to queue" before having a time zone (the web app sets it on the first visit). */
export const NO_TIME_ZONE =
  'Add to queue needs your time zone and queue times: set them on the Calendar (or with PUT /api/schedule) first, or pick a time.';

/** How far ahead the queue looks first (a creator's scheduled targets of a year are read only when these weeks are full). */
const NEAR_DAYS = 28;

/** The creator's time zone and queue slots, and the queue's next free times. */
export class ScheduleService {
  constructor(private readonly deps: ScheduleDeps) {}

  /** The schedule as stored; suggestions in the creator's zone (UTC until they have one). */
  async get(user: UserRow): Promise<ScheduleResponse> {
    return this.answer(user.id, user.timezone, await readSlots(this.deps.db, user.id), new Date());
  }

  /**
   * Replaces the time zone and every slot in one transaction (the user row's cached sessions see the new
   * zone once it commits). Targets already scheduled keep their instants: a schedule change moves nothing.
   */
  async put(user: UserRow, request: PutScheduleRequest): Promise<ScheduleResponse> {
    const timezone = canonicalTimeZone(request.timezone);
    // Read first: it refuses (422) a zone the runtime knows but the database does not, before anything is written.
    const suggestions = await this.suggestions(user.id, timezone);
    await this.deps.accounts.transaction(async (tx) => {
      // The user row's lock comes first, so two saves of one creator's week never interleave.
      await tx.setTimezone(user.id, timezone);
      await replaceSlots(tx.db, user.id, request.slots);
    });
    return this.answer(user.id, timezone, await readSlots(this.deps.db, user.id), new Date(), suggestions);
  }

  /**
   * "Add to queue": for each platform, the next free slot of the creator's queue at least a minute after
   * `now` (a slot is free for a platform when none of the creator's scheduled, publishing or published
   * targets on it is at that instant), and the zone it was computed in, which the target keeps as its
   * scheduled_tz. 422 when the creator has no time zone yet, or naming the platforms without a free slot.
   * `db`: the caller's transaction, when it wants the read and its own insert to be one unit (with the
   * creator's row locked first, two posts added to the queue at once never share a slot).
   */
  async queueTimes(
    userId: string,
    platforms: readonly PublishPlatform[],
    now: Date,
    db: Db = this.deps.db,
  ): Promise<{ timezone: string; at: Map<PublishPlatform, Date> }> {
    const { timezone, slots } = await readSchedule(db, userId);
    if (!timezone) throw new HttpError(422, NO_TIME_ZONE);
    const free = await this.freeTimes(db, { userId, timezone, slots, platforms, now });
    const refusal = queueRefusal(free);
    if (refusal) throw new HttpError(422, refusal);
    return { timezone, at: free.at };
  }

  /**
   * The free times, reading the taken instants of the next NEAR_DAYS first (where a queue almost always
   * has room) and the whole horizon only when a platform has no free slot that soon.
   */
  private async freeTimes(
    db: Db,
    opts: { userId: string; timezone: string; slots: QueueSlot[]; platforms: readonly PublishPlatform[]; now: Date },
  ): Promise<FreeTimes> {
    const { userId, slots, now } = opts;
    const slotted = platformsWithSlots(slots);
    const platforms = opts.platforms.filter((platform) => slotted.includes(platform));
    const from = new Date(now.getTime() + QUEUE_MIN_LEAD_MS);
    const within = async (days: number) => {
      // A day more than the dates walked: the last local date's slots end at most a day after it in UTC.
      const to = new Date(now.getTime() + (days + 2) * 86_400_000);
      const taken = await takenInstants(db, { userId, platforms, from, to });
      return nextFreeTimes({ ...opts, taken, days });
    };
    const near = await within(NEAR_DAYS);
    return near.full.length === 0 ? near : within(QUEUE_HORIZON_DAYS);
  }

  private async suggestions(userId: string, timezone: string | null): Promise<ScheduleResponse['suggestions']> {
    // Before the creator has a zone, hours are read in UTC; the web app sets the zone on the first visit.
    const { best_time, slots } = await this.deps.analytics.bestTimeOf(userId, timezone ?? 'UTC');
    return { best_time, slots: slotSuggestions(best_time, slots) };
  }

  private async answer(
    userId: string,
    timezone: string | null,
    slots: QueueSlot[],
    now: Date,
    suggestions?: ScheduleResponse['suggestions'],
  ): Promise<ScheduleResponse> {
    const slotted = platformsWithSlots(slots);
    const free = timezone ? (await this.freeTimes(this.deps.db, { userId, timezone, slots, platforms: slotted, now })).at : new Map<PublishPlatform, Date>();
    return {
      timezone,
      slots,
      suggestions: suggestions ?? (await this.suggestions(userId, timezone)),
      // In the platforms' usual order; a platform whose every slot in the horizon is taken has none.
      next_free: slotted.flatMap((platform) => {
        const at = free.get(platform);
        return at ? [{ platform, at: at.toISOString() }] : [];
      }),
    };
  }
}

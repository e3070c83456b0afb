import type { PublishPlatform } from '../../../contract/social';
import { creatorZone } from './creator-info';
import type { PostsDeps } from './posts-deps';
import type { TargetRow } from './post-view';

/** Each platform's time, and the IANA zone it was chosen in (stored on each target as `scheduled_tz`). */
export interface Times {
  timeZone: string;
  at(platform: PublishPlatform): Date | null;
}

/**
 * The times a creator asked for: one time for every platform (`at`, chosen in the creator's zone of now),
 * or each platform's next free slot of their queue (`queue`: ScheduleService.queueTimes, 422 naming a
 * platform without one), read with `deps.db` (the caller's transaction). Null when neither was asked.
 */
export async function timesAsked(
  deps: Pick<PostsDeps, 'db' | 'schedule'>,
  userId: string,
  asked: { at: Date | null; queue: boolean; platforms: readonly PublishPlatform[] },
  now: Date,
): Promise<Times | null> {
  if (asked.at) {
    const at = asked.at;
    return { timeZone: await creatorZone(deps.db, userId), at: () => at };
  }
  if (!asked.queue) return null;
  const queued = await deps.schedule.queueTimes(userId, asked.platforms, now, deps.db);
  return { timeZone: queued.timezone, at: (platform) => queued.at.get(platform) ?? null };
}

/**
 * A post's times kept through a change that does not touch them: each platform keeps its own (the queue
 * may have given its platforms different times), and a platform added gets the earliest. Null for a draft.
 */
export function timesKept(live: readonly TargetRow[]): Times | null {
  const timed = live.filter((t) => t.scheduledAt && t.status !== 'draft').sort((a, b) => a.scheduledAt!.getTime() - b.scheduledAt!.getTime());
  const first = timed[0];
  if (!first) return null;
  return {
    timeZone: first.scheduledTz ?? 'UTC',
    at: (platform) => (timed.find((t) => t.platform === platform) ?? first).scheduledAt,
  };
}

/** The zone of one platform's time: its own when kept, else the one the times were chosen in. */
export function zoneFor(times: Times, kept: TargetRow | undefined, platform: PublishPlatform): string {
  const at = times.at(platform);
  return kept?.scheduledAt && at && kept.scheduledAt.getTime() === at.getTime() && kept.scheduledTz ? kept.scheduledTz : times.timeZone;
}

import type { Post } from '../../../contract/posts';

/** docs/product/screens.md#post: how often a post being published is read again. */
export const PUBLISHING_REFRESH_MS = 2_000;

/** A scheduled post is read again at its time, but never more often than this nor less often than the cap. */
const SCHEDULED_REFRESH_MAX_MS = 60_000;

/**
 * When to read a post again, or false once nothing in it will move by itself: every 2 s while a target
 * is publishing; while one waits for its time, at that time (between 2 s and a minute from now, so a
 * post scheduled next week is not asked for every 2 s). Drafts and final states are not followed.
 */
export function postRefreshInterval(post: Post | undefined, now: number = Date.now()): number | false {
  if (!post) return false;
  if (post.targets.some((target) => target.state === 'publishing')) return PUBLISHING_REFRESH_MS;
  const times = post.targets
    .filter((target) => target.state === 'scheduled')
    .map((target) => (target.scheduled_at ? Date.parse(target.scheduled_at) : Number.NaN))
    .map((time) => (Number.isNaN(time) ? now : time));
  if (times.length === 0) return false;
  const wait = Math.min(...times) - now;
  return Math.min(Math.max(wait, PUBLISHING_REFRESH_MS), SCHEDULED_REFRESH_MAX_MS);
}

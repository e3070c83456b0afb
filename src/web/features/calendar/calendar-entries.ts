import type { Post, PostTarget } from '../../../contract/posts';
import { RECONNECT_WARNING_HOURS } from '../../../contract/schedule';
import type { ConnectedAccount } from '../../../contract/social';

/** One platform of one post, placed at its time: what the calendar draws as an event. */
export type CalendarEntry = {
  post: Post;
  target: PostTarget;
  /** ISO: the target's time (scheduled, or when it went out or failed), else the post's. */
  at: string;
  /** A scheduled target whose time is still ahead: it may be dragged or moved. */
  movable: boolean;
  /** Due within a day while its account is missing or must be reconnected: it will not go out as things are. */
  needsReconnect: boolean;
};

/** Drafts have no time and cancelled targets will never run: the calendar leaves both out. */
const HIDDEN_STATES = new Set<PostTarget['state']>(['draft', 'cancelled']);
const HOUR_MS = 3_600_000;

/** docs/product/scheduling.md#at-its-minute-once: scheduled and missed ones by their time; published and failed by when it happened. */
function timeOf(post: Post, target: PostTarget): string {
  const happened = target.state === 'published' || target.state === 'failed' ? target.published_at : null;
  return happened ?? target.scheduled_at ?? target.published_at ?? post.scheduled_at ?? post.created_at;
}

/** Whether the platform's account is missing or must be reconnected (accounts unknown yet: no warning). */
function accountNeedsReconnect(platform: PostTarget['platform'], accounts: ConnectedAccount[] | undefined): boolean {
  if (!accounts) return false;
  const account = accounts.find((candidate) => candidate.platform === platform);
  return !account || account.status === 'reconnect';
}

/**
 * The entries for posts as the API gives them: one per target, drafts and cancelled ones aside, each
 * flagged when it can move and when it needs its account reconnected within RECONNECT_WARNING_HOURS.
 */
export function toCalendarEntries({ posts, accounts, now }: { posts: Post[]; accounts: ConnectedAccount[] | undefined; now: number }): CalendarEntry[] {
  return posts.flatMap((post) =>
    post.targets
      .filter((target) => !HIDDEN_STATES.has(target.state))
      .map((target) => {
        const at = timeOf(post, target);
        const time = Date.parse(at);
        const ahead = target.state === 'scheduled' && time > now;
        return {
          post,
          target,
          at,
          movable: ahead,
          needsReconnect: ahead && time - now <= RECONNECT_WARNING_HOURS * HOUR_MS && accountNeedsReconnect(target.platform, accounts),
        };
      }),
  );
}

/** The first words of a text, cut at a word near `max` characters, with an ellipsis when cut. */
export function firstWords(text: string, max = 48): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

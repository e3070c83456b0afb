import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import { scheduledTimeProblem, suggestedTime, zonedTime } from '../../lib/schedule/zone-time';

/**
 * The "When" of a new post (issue 27): now, at a date and time in the creator's zone, or in each
 * platform's next free queue slot. Pure, so that the publish dialog and the Prepare sheet send the same.
 */
export type WhenMode = 'now' | 'schedule' | 'queue';
export type WhenChoice = { mode: WhenMode; date: string; time: string };
export type NextFree = ReadonlyArray<{ platform: PublishPlatform; at: string }>;

export const WHEN_MESSAGES = {
  legend: 'When',
  now: 'Publish now',
  schedule: 'Schedule',
  queue: 'Add to queue',
  /** The button, following the choice. */
  action: { now: 'Publish now', schedule: 'Schedule post', queue: 'Add to queue' } satisfies Record<WhenMode, string>,
  busy: { now: 'Publishing…', schedule: 'Scheduling…', queue: 'Adding to the queue…' } satisfies Record<WhenMode, string>,
  nowHint: 'Goes out as soon as you press the button.',
  scheduleHint: 'At a date and time you choose.',
  queueHint: "In each platform's next free queue time.",
  queueLoading: 'Looking up your queue times…',
  queueFailed: 'Your queue times could not be read. Choose a time instead, or try again later.',
  queueChoosePlatforms: 'Choose the platforms first: each goes in its own next free time.',
  noSlot: (platforms: readonly PublishPlatform[]) => `${platformList(platforms)} ${platforms.length > 1 ? 'have' : 'has'} no queue time yet.`,
  setQueueTimes: 'Set queue times on the Calendar',
  queueGoes: (zone: string) => `Where each would go (times in ${zone}):`,
} as const;

/** "Twitter/X", "Twitter/X and LinkedIn", "Twitter/X, LinkedIn and TikTok". */
export function platformList(platforms: readonly PublishPlatform[]): string {
  const labels = platforms.map((platform) => PUBLISH_PLATFORM_LABELS[platform]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** A new choice: publish now, with a time two hours on already filled in should the creator pick Schedule. */
export function initialWhen(zone: string, now: Date = new Date()): WhenChoice {
  return { mode: 'now', ...suggestedTime(zone, now) };
}

/** Where "Add to queue" would put each chosen platform (null: it has no queue time). */
export function queuePlan(platforms: readonly PublishPlatform[], nextFree: NextFree): { platform: PublishPlatform; at: string | null }[] {
  return PUBLISH_PLATFORMS.filter((platform) => platforms.includes(platform)).map((platform) => ({
    platform,
    at: nextFree.find((slot) => slot.platform === platform)?.at ?? null,
  }));
}

/** The chosen platforms without a queue time (Add to queue is off while there is one). */
export function platformsWithoutSlot(platforms: readonly PublishPlatform[], nextFree: NextFree | undefined): PublishPlatform[] {
  if (!nextFree) return [];
  return queuePlan(platforms, nextFree)
    .filter((entry) => entry.at === null)
    .map((entry) => entry.platform);
}

/** Why the choice cannot be sent yet, or null. `nextFree` undefined: the queue is still being read. */
export function whenProblem(choice: WhenChoice, { zone, platforms, nextFree, now = new Date() }: { zone: string; platforms: readonly PublishPlatform[]; nextFree: NextFree | undefined; now?: Date }): string | null {
  if (choice.mode === 'schedule') return scheduledTimeProblem(zonedTime(choice.date, choice.time, zone), now);
  if (choice.mode === 'queue') {
    if (!nextFree) return WHEN_MESSAGES.queueLoading;
    const missing = platformsWithoutSlot(platforms, nextFree);
    if (missing.length > 0) return WHEN_MESSAGES.noSlot(missing);
  }
  return null;
}

/** What POST /api/posts gets for the choice (Publish now has its own path and sends none of these). */
export function whenBody(choice: WhenChoice, zone: string): { scheduled_at: string } | { queue: true } | Record<string, never> {
  if (choice.mode === 'queue') return { queue: true };
  if (choice.mode === 'schedule') {
    const at = zonedTime(choice.date, choice.time, zone);
    if (at) return { scheduled_at: at.iso };
  }
  return {};
}

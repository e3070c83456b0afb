import { QUEUE_HORIZON_DAYS, type QueueSlot } from '../../../contract/schedule';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import { slotInstants } from './slot-times';

/** "Add to queue" never picks a slot closer than this to now: the post must be saved and its job sent first. */
export const QUEUE_MIN_LEAD_MS = 60_000;

/** Whether a slot is for a platform ([] is every platform). */
export function slotIsFor(platforms: readonly PublishPlatform[], platform: PublishPlatform): boolean {
  return platforms.length === 0 || platforms.includes(platform);
}

/** The platforms with at least one slot, in the platforms' usual order. */
export function platformsWithSlots(slots: readonly QueueSlot[]): PublishPlatform[] {
  return PUBLISH_PLATFORMS.filter((platform) => slots.some((slot) => slotIsFor(slot.platforms, platform)));
}

export interface FreeTimes {
  /** Each platform's first free slot. */
  at: Map<PublishPlatform, Date>;
  /** Platforms asked for that have no slot at all. */
  noSlot: PublishPlatform[];
  /** Platforms with slots, every one of them taken for the days looked at. */
  full: PublishPlatform[];
}

/**
 * For each platform, the first slot instant at least QUEUE_MIN_LEAD_MS after `now` that is free for it:
 * none of `taken` (the creator's scheduled, publishing and published targets on that platform, as epoch
 * milliseconds) is at that very instant. Another platform's target does not take the slot. Pure: the
 * caller reads the slots, the zone and the taken instants, and gives the clock.
 */
export function nextFreeTimes(opts: {
  slots: readonly QueueSlot[];
  timezone: string;
  platforms: readonly PublishPlatform[];
  now: Date;
  taken: ReadonlyMap<PublishPlatform, ReadonlySet<number>>;
  /** Local dates looked at after `now`'s own; QUEUE_HORIZON_DAYS by default. */
  days?: number;
}): FreeTimes {
  const { slots, timezone, now, taken } = opts;
  const result: FreeTimes = { at: new Map(), noSlot: [], full: [] };
  const waiting = new Set<PublishPlatform>();
  for (const platform of new Set(opts.platforms)) {
    if (slots.some((slot) => slotIsFor(slot.platforms, platform))) waiting.add(platform);
    else result.noSlot.push(platform);
  }
  if (waiting.size === 0) return result;
  // One walk through the slots serves every platform: each takes the first instant free for it.
  for (const slot of slotInstants({ slots, timezone, from: new Date(now.getTime() + QUEUE_MIN_LEAD_MS), days: opts.days ?? QUEUE_HORIZON_DAYS })) {
    for (const platform of waiting) {
      if (!slotIsFor(slot.platforms, platform) || taken.get(platform)?.has(slot.at.getTime())) continue;
      result.at.set(platform, slot.at);
      waiting.delete(platform);
    }
    if (waiting.size === 0) break;
  }
  result.full.push(...waiting);
  return result;
}

/** "LinkedIn", "LinkedIn and Facebook", "Twitter/X, LinkedIn and Facebook". */
export function platformList(platforms: readonly PublishPlatform[]): string {
  const labels = platforms.map((platform) => PUBLISH_PLATFORM_LABELS[platform]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The refusal of "Add to queue" for platforms without a slot or without a free one; null when every platform has a time. */
export function queueRefusal(free: FreeTimes): string | null {
  if (free.noSlot.length > 0) return `Add a queue time for ${platformList(free.noSlot)} on the Calendar first, or pick a time.`;
  if (free.full.length > 0)
    return `Every queue time for ${platformList(free.full)} in the next ${QUEUE_HORIZON_DAYS} days is taken. Add a queue time on the Calendar, or pick a time.`;
  return null;
}

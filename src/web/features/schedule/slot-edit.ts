import { MAX_QUEUE_SLOTS, WEEKDAY_LABELS, type QueueSlot } from '../../../contract/schedule';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';

/** The week as creators read it, Monday first (the contract counts 0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WORKING_DAYS = [1, 2, 3, 4, 5] as const;

export function weekdayLabel(weekday: number): string {
  return WEEKDAY_LABELS[weekday] ?? String(weekday);
}

/** Sorted as the server answers: by weekday (Sunday first), then time. */
export function sortSlots(slots: readonly QueueSlot[]): QueueSlot[] {
  return [...slots].sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
}

/** Two platform lists for one day and time, as one: every platform ([]) wins; otherwise both, in order. */
function mergePlatforms(a: readonly PublishPlatform[], b: readonly PublishPlatform[]): PublishPlatform[] {
  if (a.length === 0 || b.length === 0) return [];
  const both = PUBLISH_PLATFORMS.filter((platform) => a.includes(platform) || b.includes(platform));
  return both.length === PUBLISH_PLATFORMS.length ? [] : both;
}

/**
 * The slots with `time` added on each of `weekdays` for `platforms` ([] every platform). A day and
 * time already there takes the new platforms too: the server keeps each day and time once.
 */
export function withSlotsAdded(slots: readonly QueueSlot[], { weekdays, time, platforms }: { weekdays: readonly number[]; time: string; platforms: readonly PublishPlatform[] }): QueueSlot[] {
  const next = [...slots];
  for (const weekday of weekdays) {
    const at = next.findIndex((slot) => slot.weekday === weekday && slot.time === time);
    if (at === -1) next.push({ weekday, time, platforms: [...platforms] });
    else next[at] = { weekday, time, platforms: mergePlatforms(next[at]!.platforms, platforms) };
  }
  return sortSlots(next);
}

export function withSlotRemoved(slots: readonly QueueSlot[], removed: Pick<QueueSlot, 'weekday' | 'time'>): QueueSlot[] {
  return slots.filter((slot) => !(slot.weekday === removed.weekday && slot.time === removed.time));
}

export function hasSlot(slots: readonly QueueSlot[], { weekday, time }: Pick<QueueSlot, 'weekday' | 'time'>): boolean {
  return slots.some((slot) => slot.weekday === weekday && slot.time === time);
}

/** Whether the week would hold more slots than the server takes. */
export function overSlotLimit(slots: readonly QueueSlot[]): boolean {
  return slots.length > MAX_QUEUE_SLOTS;
}

/** Whether two schedules say the same (the Save button is for changes). */
export function sameSchedule(a: { timezone: string; slots: readonly QueueSlot[] }, b: { timezone: string; slots: readonly QueueSlot[] }): boolean {
  return a.timezone === b.timezone && JSON.stringify(sortSlots(a.slots)) === JSON.stringify(sortSlots(b.slots));
}

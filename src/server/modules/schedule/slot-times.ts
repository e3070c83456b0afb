import { DateTime } from 'luxon';
import type { QueueSlot } from '../../../contract/schedule';

/**
 * Queue slots are local wall-clock times in the creator's zone (docs/product/scheduling.md#the-queue),
 * turned into an instant for each concrete date with the zone's rules for that date: never minutes
 * after UTC midnight, so 09:00 is 09:00 local in winter and in summer.
 *
 * Where the wall clock is not one-to-one on a daylight-saving day:
 * - A local time the clocks skip (02:30 on a spring-forward night in Berlin) goes out the length of the
 *   gap later, the same distance into the new hour: 03:30 local (02:15 on Lord Howe's half-hour change
 *   goes out at 02:45). Two slots that land on one instant this way (02:30 and 03:30) make one slot.
 * - A local time the clocks repeat (02:30 on a fall-back night in Berlin) goes out once, at its first
 *   occurrence: the earlier instant, still on summer time (00:30 UTC, not 01:30 UTC).
 */
export function slotInstant(date: { year: number; month: number; day: number }, time: string, timezone: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const local = DateTime.fromObject({ ...date, hour, minute }, { zone: timezone });
  // In a gap Luxon moves the wall clock forward by the gap's length: the rule above.
  if (local.hour !== hour || local.minute !== minute) return local.toJSDate();
  // In an overlap Luxon answers the later offset by default; the first occurrence is the earliest instant.
  const earliest = Math.min(...local.getPossibleOffsets().map((candidate) => candidate.toMillis()));
  return new Date(earliest);
}

/** Luxon counts weekdays 1 Monday … 7 Sunday; slots count 0 Sunday … 6 Saturday. */
function slotWeekday(date: DateTime): number {
  return date.weekday % 7;
}

export interface SlotInstant {
  at: Date;
  /** The platforms the slot is for; empty: every platform. */
  platforms: QueueSlot['platforms'];
}

/**
 * The instants of the weekly `slots` in `timezone` at or after `from`, in order, over `from`'s local
 * date and the `days` dates after it. A pure function of its arguments (no clock), so the daylight-saving
 * rules are tested with fixed instants. Slots that land on one instant (a skipped hour) give it once,
 * for the platforms of either.
 */
export function* slotInstants(opts: { slots: readonly QueueSlot[]; timezone: string; from: Date; days: number }): Generator<SlotInstant> {
  const { slots, timezone, from, days } = opts;
  if (slots.length === 0) return;
  const byWeekday = new Map<number, QueueSlot[]>();
  for (const slot of slots) byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  const first = DateTime.fromJSDate(from, { zone: timezone }).startOf('day');
  for (let offset = 0; offset <= days; offset += 1) {
    // Calendar arithmetic on local dates: a 23- or 25-hour day is still one day.
    const date = first.plus({ days: offset });
    const todays = byWeekday.get(slotWeekday(date));
    if (!todays) continue;
    const instants = new Map<number, SlotInstant>();
    for (const slot of todays) {
      const at = slotInstant({ year: date.year, month: date.month, day: date.day }, slot.time, timezone);
      if (at.getTime() < from.getTime()) continue;
      const same = instants.get(at.getTime());
      instants.set(at.getTime(), { at, platforms: same ? mergePlatforms(same.platforms, slot.platforms) : slot.platforms });
    }
    yield* [...instants.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}

/** Either slot's platforms; every platform when either is for every platform. */
function mergePlatforms(a: QueueSlot['platforms'], b: QueueSlot['platforms']): QueueSlot['platforms'] {
  if (a.length === 0 || b.length === 0) return [];
  return [...new Set([...a, ...b])];
}

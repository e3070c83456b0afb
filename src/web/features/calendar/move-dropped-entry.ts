import { DateTime } from 'luxon';
import { errorMessage } from '../../lib/api-error';
import type { RescheduleVariables } from './api/reschedule-target';
import type { CalendarEntry } from './calendar-entries';
import { CALENDAR_MESSAGES } from './calendar-messages';
import { formatInZone } from '../../lib/format-date';
import { isoInZone } from './zoned-time';

/** What FullCalendar's eventDrop gives that the move needs (EventDropArg, narrowed for tests). */
export type DroppedEvent = {
  event: { start: Date | null; extendedProps: { entry?: CalendarEntry } };
  oldEvent: { start: Date | null };
  view: { type: string };
  revert: () => void;
};

export type MoveNotice = { tone: 'success' | 'error'; text: string };

/**
 * The new time of a dropped post, ISO with the creator's offset. On the month grid a post dropped on
 * another day keeps its local time of day (09:00 stays 09:00 across a daylight-saving change).
 */
export function droppedTime({ drop, zone }: { drop: DroppedEvent; zone: string }): string | null {
  const { start } = drop.event;
  const before = drop.oldEvent.start;
  if (!start) return null;
  if (!drop.view.type.startsWith('dayGrid') || !before) return isoInZone(start, zone);
  const day = DateTime.fromJSDate(start, { zone });
  const time = DateTime.fromJSDate(before, { zone });
  const kept = day.set({ hour: time.hour, minute: time.minute, second: 0, millisecond: 0 });
  return isoInZone(kept.toJSDate(), zone);
}

/**
 * A drag's end: the target goes to its new time (PATCH), or back where it was, saying why — a time in
 * the past is refused before asking, the server's refusal is shown as it says it.
 */
export async function moveDroppedEntry({
  drop,
  zone,
  now = Date.now(),
  reschedule,
}: {
  drop: DroppedEvent;
  zone: string;
  now?: number;
  reschedule: (variables: RescheduleVariables) => Promise<unknown>;
}): Promise<MoveNotice> {
  const entry = drop.event.extendedProps.entry;
  const scheduledAt = droppedTime({ drop, zone });
  if (!entry || !entry.movable || !scheduledAt) {
    drop.revert();
    return { tone: 'error', text: CALENDAR_MESSAGES.moveFailed };
  }
  if (Date.parse(scheduledAt) <= now) {
    drop.revert();
    return { tone: 'error', text: CALENDAR_MESSAGES.pastTime };
  }
  try {
    await reschedule({ postId: entry.post.id, targetId: entry.target.id, scheduledAt });
    return { tone: 'success', text: CALENDAR_MESSAGES.moved(entry.target.platform, formatInZone(scheduledAt, zone)) };
  } catch (failure) {
    drop.revert();
    return { tone: 'error', text: errorMessage(failure, CALENDAR_MESSAGES.moveFailed) };
  }
}

import type { EventDropArg } from '@fullcalendar/core';
import { useState } from 'react';
import { useRescheduleTarget } from './api/reschedule-target';
import type { CalendarEntry } from './calendar-entries';
import { CALENDAR_MESSAGES } from './calendar-messages';
import { moveDroppedEntry, type MoveNotice } from './move-dropped-entry';
import { newPostTime } from './zoned-time';

type Dialog = { kind: 'move'; entry: CalendarEntry } | { kind: 'new'; initial: { date: string; time: string } } | { kind: 'queue' } | null;

/** The page's dialogs (Move, New post, Queue times) and the notice that says how the last action went. */
export function useCalendarActions(zone: string) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<MoveNotice | null>(null);
  const reschedule = useRescheduleTarget();

  function close(text?: string) {
    setDialog(null);
    if (text) setNotice({ tone: 'success', text });
  }

  return {
    dialog,
    notice,
    dismissNotice: () => setNotice(null),
    close,
    openMove: (entry: CalendarEntry) => {
      setNotice(null);
      setDialog({ kind: 'move', entry });
    },
    openQueue: () => setDialog({ kind: 'queue' }),
    /** At a time chosen on the calendar, or (no time) the next full hour. */
    openNew: (at: Date | null = null, allDay = false) => {
      const initial = newPostTime({ at, allDay, zone });
      if (!initial) return setNotice({ tone: 'error', text: CALENDAR_MESSAGES.pastTime });
      setNotice(null);
      setDialog({ kind: 'new', initial });
    },
    drop: (drop: EventDropArg) => {
      setNotice(null);
      void moveDroppedEntry({ drop, zone, reschedule: reschedule.mutateAsync }).then(setNotice);
    },
  };
}

import type { DatesSetArg, EventClickArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin, { toLuxonDateTime } from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { postPath } from '../../../lib/paths';
import { FULLCALENDAR_VIEWS, type CalendarPlace } from '../calendar-address';
import type { CalendarEntry } from '../calendar-entries';
import { CALENDAR_MESSAGES } from '../calendar-messages';
import type { CalendarRange } from '../api/get-calendar-posts';
import { GridEntryContent, ListEntryContent } from './entry-content';
import { DayHeader, DayNumber } from './calendar-days';
import '../calendar.css';

type CalendarBoardProps = {
  place: CalendarPlace;
  zone: string;
  entries: CalendarEntry[];
  /** The range shown changed (a view or date from the address): its posts are asked for, its title shown. */
  onRange: (range: CalendarRange, title: string) => void;
  onMove: (entry: CalendarEntry) => void;
  onDrop: (drop: EventDropArg) => void;
  /** An empty time (week) or day (month) was chosen: a new post there. */
  onChooseTime: (at: Date, allDay: boolean) => void;
};

const PLUGINS = [luxonPlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

const STATE_CLASS = (entry: CalendarEntry) => ['ink-event', `ink-event--${entry.target.state}`, entry.needsReconnect ? 'ink-event--reconnect' : ''];

/**
 * FullCalendar in the creator's zone (its luxon3 plugin), its own toolbar off: the page's toolbar
 * drives it from the address. Only scheduled posts still ahead can be dragged; a focused one moves
 * with M (aria-keyshortcuts), and the list view gives each a Move button.
 */
export function CalendarBoard({ place, zone, entries, onRange, onMove, onDrop, onChooseTime }: CalendarBoardProps) {
  const calendar = useRef<FullCalendar>(null);
  const navigate = useNavigate();
  const hintId = useId();
  const byTarget = useMemo(() => new Map(entries.map((entry) => [entry.target.id, entry])), [entries]);

  const events = useMemo<EventInput[]>(
    () =>
      entries.map((entry) => ({
        id: entry.target.id,
        start: entry.at,
        allDay: false,
        url: postPath(entry.post.id),
        editable: entry.movable,
        durationEditable: false,
        classNames: STATE_CLASS(entry),
        extendedProps: { entry },
      })),
    [entries],
  );

  // The address is the truth: Back, a reload or the toolbar change it, and the calendar follows.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    const view = FULLCALENDAR_VIEWS[place.view];
    if (api.view.type !== view) api.changeView(view, place.date);
    else api.gotoDate(place.date);
  }, [place.view, place.date]);

  function datesSet(info: DatesSetArg) {
    const api = calendar.current?.getApi();
    if (!api) return;
    onRange({ from: toLuxonDateTime(info.start, api).toISO()!, to: toLuxonDateTime(info.end, api).toISO()! }, info.view.title);
  }

  function eventClick(info: EventClickArg) {
    const origin = info.jsEvent.target instanceof Element ? info.jsEvent.target : null;
    const modified = info.jsEvent.metaKey || info.jsEvent.ctrlKey || info.jsEvent.shiftKey;
    // A click with a modifier on a link opens a tab, as the browser would.
    if (modified && origin?.closest('a[href]')) return;
    // Otherwise FullCalendar would follow the event's url with a full page load (a list row anywhere,
    // its Move button included): the app's router goes there instead, and Move does its own thing.
    info.jsEvent.preventDefault();
    if (origin?.closest('button')) return;
    const entry = byTarget.get(info.event.id);
    if (entry) void navigate(postPath(entry.post.id));
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key.toLowerCase() !== 'm' || event.altKey || event.ctrlKey || event.metaKey) return;
    const focused = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-target-id]') : null;
    const entry = focused ? byTarget.get(focused.dataset.targetId ?? '') : undefined;
    if (!entry?.movable) return;
    event.preventDefault();
    onMove(entry);
  }

  function content(arg: EventContentArg) {
    const entry = arg.event.extendedProps.entry as CalendarEntry;
    if (arg.view.type.startsWith('list')) return <ListEntryContent entry={entry} onMove={onMove} />;
    return <GridEntryContent entry={entry} timeText={arg.timeText} />;
  }

  return (
    // Keys pressed on the posts inside (FullCalendar's links) bubble here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="ink-calendar" onKeyDown={keyDown}>
      <p id={hintId} hidden>
        {CALENDAR_MESSAGES.keyboardHint}
      </p>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        timeZone={zone}
        initialView={FULLCALENDAR_VIEWS[place.view]}
        initialDate={place.date}
        headerToolbar={false}
        // The week scrolls inside a window's height, from the morning; the month and the list are as long as they need.
        height={place.view === 'week' ? 720 : 'auto'}
        scrollTime="07:00:00"
        allDaySlot={false}
        nowIndicator
        dayMaxEvents={4}
        eventDisplay="block"
        // A post is a moment; an hour's block is tall enough to read its time, state and first words.
        defaultTimedEventDuration="01:00"
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        events={events}
        eventContent={content}
        eventDidMount={(info) => {
          const entry = info.event.extendedProps.entry as CalendarEntry;
          info.el.dataset.targetId = entry.target.id;
          if (entry.movable && !info.view.type.startsWith('list')) {
            info.el.setAttribute('aria-keyshortcuts', 'M');
            info.el.setAttribute('aria-describedby', hintId);
          }
        }}
        eventClick={eventClick}
        eventDrop={onDrop}
        dateClick={(info: DateClickArg) => onChooseTime(info.date, info.allDay)}
        datesSet={datesSet}
        dayCellContent={(arg) => <DayNumber text={arg.dayNumberText} today={arg.isToday} />}
        // FullCalendar names a month's day cell by its date link alone, yet the cell shows its posts (and
        // "Today") too: a name that leaves out what is shown (axe's label-content-name-mismatch). The date
        // link inside still says the date; the cell is named by what it holds.
        dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
        dayHeaderContent={(arg) => <DayHeader text={arg.text} today={arg.isToday} />}
        noEventsContent={CALENDAR_MESSAGES.noneInRange}
      />
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { calendarSearch, readCalendarPlace, shiftCalendarPlace, todayIn, type CalendarPlace, type CalendarView } from './calendar-address';
import { usePhoneLayout } from './use-phone-layout';

/** The calendar's view and date, kept in the address (each change a history entry, so Back goes back). */
export function useCalendarPlace(zone: string) {
  const [params, setParams] = useSearchParams();
  const phone = usePhoneLayout();
  const place = readCalendarPlace(params, { phone, zone });
  const go = (next: CalendarPlace) => setParams(calendarSearch(next));
  return {
    place,
    setView: (view: CalendarView) => go({ view, date: place.date }),
    step: (step: 1 | -1) => go(shiftCalendarPlace(place, step)),
    today: () => go({ view: place.view, date: todayIn(zone) }),
  };
}

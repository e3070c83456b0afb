import { PageFrame } from '../components/page-frame';

/** Issue 27 /calendar: scheduled, published and failed posts by month, week or list; the queue. */
export function CalendarPage() {
  return <PageFrame title="Calendar">{null}</PageFrame>;
}

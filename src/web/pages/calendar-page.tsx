import { useId, useMemo, useState } from 'react';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Modal } from '../components/modal';
import { PageFrame } from '../components/page-frame';
import { RetryAlert } from '../components/retry-alert';
import { Spinner } from '../components/spinner';
import { CALENDAR_POSTS_LIMIT, useCalendarPosts, type CalendarRange } from '../features/calendar/api/get-calendar-posts';
import { toCalendarEntries } from '../features/calendar/calendar-entries';
import { CALENDAR_MESSAGES } from '../features/calendar/calendar-messages';
import { CalendarBoard } from '../features/calendar/components/calendar-board';
import { CalendarEmpty } from '../features/calendar/components/calendar-empty';
import { CalendarToolbar } from '../features/calendar/components/calendar-toolbar';
import { MoveEntryDialog } from '../features/calendar/components/move-entry-dialog';
import { NewPostDialog } from '../features/calendar/components/new-post-dialog';
import { ReconnectBanner } from '../features/calendar/components/reconnect-banner';
import { useCalendarActions } from '../features/calendar/use-calendar-actions';
import { useCalendarPlace } from '../features/calendar/use-calendar-place';
import { useMinuteClock } from '../features/calendar/use-minute-clock';
import { useUpcomingPosts } from '../features/calendar/use-upcoming-posts';
import { creatorZone } from '../lib/schedule/zone-time';
import { QueueSettings } from '../features/schedule/components/queue-settings';
import { useAuth } from '../lib/auth/use-auth';
import { classNames } from '../lib/class-names';
import { useAccounts } from '../lib/social/api/get-accounts';

/** Issue 27 /calendar (docs/product/screens.md#calendar): posts by month, week or list in the creator's zone; drag or Move; New post; Queue times. */
export function CalendarPage() {
  const { user } = useAuth();
  // The profile's zone; the browser's until the profile has one (the schedule feature sets it on first visit).
  const zone = creatorZone(user?.timezone);
  const { place, setView, step, today } = useCalendarPlace(zone);
  const [range, setRange] = useState<{ range: CalendarRange; title: string } | null>(null);
  const posts = useCalendarPosts(range?.range ?? null);
  const accounts = useAccounts();
  const upcoming = useUpcomingPosts();
  const actions = useCalendarActions(zone);
  const headingId = useId();

  const now = useMinuteClock();
  const entries = useMemo(() => toCalendarEntries({ posts: posts.data ?? [], accounts: accounts.data, now }), [posts.data, accounts.data, now]);
  const dueSoon = toCalendarEntries({ posts: upcoming.dueSoon, accounts: accounts.data, now });
  const updating = posts.isFetching && posts.isPlaceholderData;
  const empty = posts.data !== undefined && !posts.isPlaceholderData && entries.length === 0;

  return (
    <PageFrame
      title={CALENDAR_MESSAGES.title}
      width="wide"
      description={
        <span className="flex flex-wrap items-center gap-x-2">
          {CALENDAR_MESSAGES.zone(zone)}
          <button type="button" onClick={actions.openQueue} className="rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
            {CALENDAR_MESSAGES.changeZone}
            <span className="sr-only"> time zone</span>
          </button>
        </span>
      }
      actions={
        <>
          <Button variant="secondary" onClick={actions.openQueue}>
            {CALENDAR_MESSAGES.queueTimes}
          </Button>
          <Button onClick={() => actions.openNew()}>{CALENDAR_MESSAGES.newPost}</Button>
        </>
      }
    >
      <ReconnectBanner entries={dueSoon} zone={zone} />
      {actions.notice && (
        <Alert tone={actions.notice.tone === 'error' ? 'error' : 'success'} className="flex flex-wrap items-center justify-between gap-3">
          <span>{actions.notice.text}</span>
          <button type="button" onClick={actions.dismissNotice} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
            Dismiss
          </button>
        </Alert>
      )}
      {posts.isError && !posts.data && <RetryAlert message={CALENDAR_MESSAGES.loadFailed} onRetry={() => void posts.refetch()} />}

      <section aria-labelledby={headingId} className="space-y-4">
        <CalendarToolbar view={place.view} title={range?.title ?? ''} onView={setView} onStep={step} onToday={today} headingId={headingId} />
        <p className="hidden text-xs text-gray-600 sm:block dark:text-gray-400">{CALENDAR_MESSAGES.keyboardHelp}</p>
        {empty && upcoming.anythingAhead === false && <CalendarEmpty />}
        {posts.data?.length === CALENDAR_POSTS_LIMIT && <Alert tone="info">{CALENDAR_MESSAGES.tooMany(CALENDAR_POSTS_LIMIT)}</Alert>}
        <div aria-busy={updating || posts.isPending} className={classNames('relative rounded-xl border border-gray-200 bg-white p-2 sm:p-4 dark:border-gray-800 dark:bg-gray-900', updating && 'opacity-70')}>
          {(posts.isPending || updating) && (
            <div className="absolute top-3 right-3 z-10">
              <Spinner size="sm" label={posts.isPending ? CALENDAR_MESSAGES.loading : CALENDAR_MESSAGES.updating} />
            </div>
          )}
          <CalendarBoard
            place={place}
            zone={zone}
            entries={entries}
            onRange={(next, title) => setRange({ range: next, title })}
            onMove={actions.openMove}
            onDrop={actions.drop}
            onChooseTime={(at, allDay) => actions.openNew(at, allDay)}
          />
        </div>
      </section>

      {actions.dialog?.kind === 'move' && <MoveEntryDialog entry={actions.dialog.entry} zone={zone} onClose={() => actions.close()} onMoved={actions.close} />}
      {actions.dialog?.kind === 'new' && <NewPostDialog initial={actions.dialog.initial} zone={zone} onClose={() => actions.close()} onScheduled={actions.close} />}
      <Modal open={actions.dialog?.kind === 'queue'} onClose={() => actions.close()} title={CALENDAR_MESSAGES.queueTimes} size="lg" closeLabel="Close">
        <QueueSettings />
      </Modal>
    </PageFrame>
  );
}

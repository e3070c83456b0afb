import { useState } from 'react';
import type { Post } from '../../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ScheduleTimeFields } from '../../../components/when-picker/schedule-time-fields';
import { errorMessage } from '../../../lib/api-error';
import { formatInZone, formatInZoneNamed } from '../../../lib/format-date';
import { SCHEDULE_TIME_MESSAGES, scheduledTimeProblem, suggestedTime, todayIn, zonedParts, zonedTime } from '../../../lib/schedule/zone-time';
import { useUpdatePostTime } from '../api/update-post-time';
import { POST_MESSAGES } from '../post-messages';

/** Only a post still wholly planned (each live target a draft or scheduled) can be given another time. */
export function isPlanned(post: Post): boolean {
  const live = post.targets.filter((target) => target.state !== 'cancelled');
  return live.length > 0 && live.every((target) => target.state === 'draft' || target.state === 'scheduled');
}

/**
 * A planned post's time in the creator's zone, and the ways to change it: Change time (a date and a
 * time, PATCH scheduled_at with that day's offset) or Make it a draft (scheduled_at: null); a draft is
 * given a time the same way.
 */
export function PostTimeEditor({ post, zone }: { post: Post; zone: string }) {
  const update = useUpdatePostTime();
  const [editing, setEditing] = useState<{ date: string; time: string } | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const scheduled = post.targets.filter((target) => target.state === 'scheduled' && target.scheduled_at);
  const times = [...new Set(scheduled.map((target) => target.scheduled_at ?? ''))].sort();
  const first = times[0] ?? null;
  const chosen = editing ? zonedTime(editing.date, editing.time, zone) : null;
  const problem = editing ? scheduledTimeProblem(chosen) : null;
  const busy = update.isPending;

  function open() {
    setOutcome(null);
    setEditing((first ? zonedParts(first, zone) : null) ?? suggestedTime(zone));
  }

  function send(scheduledAt: string | null) {
    setOutcome(null);
    update.mutate(
      { id: post.id, scheduledAt },
      {
        onSuccess: () => {
          setEditing(null);
          setOutcome({ tone: 'success', text: scheduledAt ? POST_MESSAGES.timeChanged(formatInZoneNamed(scheduledAt, zone)) : POST_MESSAGES.madeDraft });
        },
        onError: (failure) => setOutcome({ tone: 'error', text: errorMessage(failure, POST_MESSAGES.timeFailed) }),
      },
    );
  }

  return (
    <section aria-label={POST_MESSAGES.timeHeading} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      {times.length > 1 ? (
        <div className="text-sm text-gray-800 dark:text-gray-200">
          <p>{POST_MESSAGES.queueTimes}</p>
          <ul className="mt-1">
            {scheduled.map((target) => (
              <li key={target.id}>{`${PUBLISH_PLATFORM_LABELS[target.platform]}: ${formatInZone(target.scheduled_at ?? '', zone)}`}</li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{`Times in ${zone}.`}</p>
        </div>
      ) : (
        <p className="text-sm font-medium text-gray-900 dark:text-white">{first ? POST_MESSAGES.scheduledFor(formatInZoneNamed(first, zone)) : POST_MESSAGES.draftNoTime}</p>
      )}
      {editing ? (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && !problem) send(chosen.iso);
          }}
        >
          <ScheduleTimeFields
            date={editing.date}
            time={editing.time}
            onChange={setEditing}
            zone={zone}
            minDate={todayIn(zone)}
            problem={problem}
            note={chosen?.shiftedTo ? SCHEDULE_TIME_MESSAGES.shifted(editing.time, chosen.shiftedTo, zone) : null}
            disabled={busy}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" disabled={busy || problem !== null} busy={busy}>
              {busy ? POST_MESSAGES.savingTime : POST_MESSAGES.saveTime}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(null)}>
              {POST_MESSAGES.cancelChange}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button size="sm" variant="secondary" onClick={open} disabled={busy}>
            {first ? POST_MESSAGES.changeTime : POST_MESSAGES.scheduleIt}
          </Button>
          {first && (
            <Button size="sm" variant="ghost" onClick={() => send(null)} disabled={busy} busy={busy}>
              {busy ? POST_MESSAGES.makingDraft : POST_MESSAGES.makeDraft}
            </Button>
          )}
        </div>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </section>
  );
}

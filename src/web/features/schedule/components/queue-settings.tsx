import { useId, useState } from 'react';
import type { QueueSlot, ScheduleResponse } from '../../../../contract/schedule';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSchedule } from '../../../lib/schedule/api/get-schedule';
import { browserTimeZone } from '../../../lib/schedule/zone-time';
import { useSaveSchedule } from '../api/save-schedule';
import { SCHEDULE_MESSAGES } from '../schedule-messages';
import { overSlotLimit, sameSchedule, weekdayLabel, withSlotRemoved, withSlotsAdded } from '../slot-edit';
import { AddSlotForm, type NewSlots } from './add-slot-form';
import { BestTimes } from './best-times';
import { NextFreeList } from './next-free-list';
import { SlotList } from './slot-list';
import { TimeZoneField } from './time-zone-field';

type Draft = { timezone: string; slots: QueueSlot[] };

const headingStyles = 'text-sm font-semibold text-gray-900 dark:text-white';

/** The schedule as stored, with the browser's zone proposed while none is. */
function draftOf(schedule: ScheduleResponse): Draft {
  return { timezone: schedule.timezone ?? browserTimeZone(), slots: schedule.slots };
}

/**
 * The creator's time zone and weekly queue slots, with best-time suggestions and each platform's next
 * free slot (issue 27; placed on /calendar). Self-contained: it reads GET /api/schedule and saves the
 * whole schedule with PUT; changes stay here until Save.
 */
export function QueueSettings() {
  const schedule = useSchedule();
  if (schedule.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={SCHEDULE_MESSAGES.loading} />
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(schedule.error, SCHEDULE_MESSAGES.loadFailed)}</span>
        <button type="button" onClick={() => void schedule.refetch()} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
          {SCHEDULE_MESSAGES.tryAgain}
        </button>
      </Alert>
    );
  }
  return <QueueSettingsForm schedule={schedule.data} />;
}

function QueueSettingsForm({ schedule }: { schedule: ScheduleResponse }) {
  const id = useId();
  const save = useSaveSchedule();
  const [edited, setEdited] = useState<Draft | null>(null);
  const [said, setSaid] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const stored = draftOf(schedule);
  const draft = edited ?? stored;
  const changed = !sameSchedule(draft, stored) || schedule.timezone === null;
  const busy = save.isPending;

  function change(next: Draft, announcement = '') {
    setOutcome(null);
    setSaid(announcement);
    setEdited(next);
  }

  function add({ weekdays, time, platforms }: NewSlots): string | null {
    const slots = withSlotsAdded(draft.slots, { weekdays, time, platforms });
    if (overSlotLimit(slots)) return SCHEDULE_MESSAGES.tooMany;
    change({ ...draft, slots }, SCHEDULE_MESSAGES.added(weekdays.map(weekdayLabel).join(', '), time));
    return null;
  }

  function submit() {
    setOutcome(null);
    setSaid('');
    save.mutate(
      { timezone: draft.timezone, slots: draft.slots },
      {
        onSuccess: () => {
          setEdited(null);
          setOutcome({ tone: 'success', text: SCHEDULE_MESSAGES.saved });
        },
        onError: (failure) => setOutcome({ tone: 'error', text: errorMessage(failure, SCHEDULE_MESSAGES.saveFailed) }),
      },
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-700 dark:text-gray-300">{SCHEDULE_MESSAGES.intro}</p>
      <section aria-labelledby={`${id}-zone`} className="space-y-3">
        <h3 id={`${id}-zone`} className={headingStyles}>
          {SCHEDULE_MESSAGES.zoneHeading}
        </h3>
        <TimeZoneField value={draft.timezone} onChange={(timezone) => change({ ...draft, timezone })} notSet={schedule.timezone === null} disabled={busy} />
      </section>
      <section aria-labelledby={`${id}-slots`} className="space-y-3">
        <h3 id={`${id}-slots`} className={headingStyles}>
          {SCHEDULE_MESSAGES.slotsHeading}
        </h3>
        <SlotList
          slots={draft.slots}
          disabled={busy}
          onRemove={(slot) => change({ ...draft, slots: withSlotRemoved(draft.slots, slot) }, SCHEDULE_MESSAGES.removed(weekdayLabel(slot.weekday), slot.time))}
        />
        <AddSlotForm onAdd={add} disabled={busy} />
      </section>
      <section aria-labelledby={`${id}-best`} className="space-y-3">
        <h3 id={`${id}-best`} className={headingStyles}>
          {SCHEDULE_MESSAGES.bestHeading}
        </h3>
        <BestTimes suggestions={schedule.suggestions} slots={draft.slots} disabled={busy} onAdd={(slot) => add({ weekdays: [slot.weekday], time: slot.time, platforms: [] })} />
      </section>
      <section aria-labelledby={`${id}-next`} className="space-y-3">
        <h3 id={`${id}-next`} className={headingStyles}>
          {SCHEDULE_MESSAGES.nextHeading}
        </h3>
        <NextFreeList nextFree={schedule.next_free} zone={stored.timezone} unsaved={changed && schedule.slots.length > 0} />
      </section>

      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-end dark:border-gray-800">
        {!changed && !outcome && <p className="text-sm text-gray-600 sm:mr-auto dark:text-gray-400">{SCHEDULE_MESSAGES.unchanged}</p>}
        <Button onClick={submit} disabled={busy || !changed} busy={busy}>
          {busy ? SCHEDULE_MESSAGES.saving : SCHEDULE_MESSAGES.save}
        </Button>
      </div>
    </div>
  );
}

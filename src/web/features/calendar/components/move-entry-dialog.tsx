import { useState, type FormEvent } from 'react';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-error';
import { useRescheduleTarget } from '../api/reschedule-target';
import { firstWords, type CalendarEntry } from '../calendar-entries';
import { CALENDAR_MESSAGES } from '../calendar-messages';
import { formatInZone } from '../../../lib/format-date';
import { zonedParts } from '../../../lib/schedule/zone-time';
import { chosenTime } from '../zoned-time';
import { ScheduleTimeFields, type LocalTime } from './schedule-time-fields';

type MoveEntryDialogProps = {
  entry: CalendarEntry;
  zone: string;
  onClose: () => void;
  onMoved: (text: string) => void;
};

/**
 * The keyboard's (and the phone's) way to drag: the post's platform to another date and time in the
 * creator's zone, the same PATCH as a drag. A past time is refused before asking; the server's refusal is shown.
 */
export function MoveEntryDialog({ entry, zone, onClose, onMoved }: MoveEntryDialogProps) {
  const [value, setValue] = useState<LocalTime>(() => zonedParts(entry.at, zone) ?? { date: '', time: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const reschedule = useRescheduleTarget();
  const label = PUBLISH_PLATFORM_LABELS[entry.target.platform];

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const chosen = chosenTime({ ...value, zone });
    if (!chosen.ok) return setProblem(chosen.problem);
    if (Date.parse(chosen.iso) <= Date.now()) return setProblem(CALENDAR_MESSAGES.pastTime);
    reschedule.mutate(
      { postId: entry.post.id, targetId: entry.target.id, scheduledAt: chosen.iso },
      {
        onSuccess: () => onMoved(CALENDAR_MESSAGES.moved(entry.target.platform, formatInZone(chosen.iso, zone))),
        onError: (failure) => setProblem(errorMessage(failure, CALENDAR_MESSAGES.moveFailed)),
      },
    );
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!reschedule.isPending) onClose();
      }}
      title={`Move ${label} post`}
      description={`“${firstWords(entry.post.text)}”, now ${formatInZone(entry.at, zone)}. The post's other platforms stay where they are.`}
      closeLabel="Close"
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
        <ScheduleTimeFields value={value} zone={zone} onChange={setValue} disabled={reschedule.isPending} />
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
          <Button variant="secondary" onClick={onClose} disabled={reschedule.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={reschedule.isPending} busy={reschedule.isPending}>
            {reschedule.isPending ? 'Moving…' : 'Move'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

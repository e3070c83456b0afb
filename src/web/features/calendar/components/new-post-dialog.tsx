import { useId, useState, type FormEvent } from 'react';
import { PUBLISH_PLATFORMS, PUBLISH_RULES, type PublishPlatform } from '../../../../contract/social';
import { findSlots, unfilledSlotsMessage } from '../../../../contract/slots';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { MediaAttach } from '../../../components/media-attach';
import { Modal } from '../../../components/modal';
import { PlatformPicker } from '../../../components/platform-picker';
import { Spinner } from '../../../components/spinner';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useMediaAttachment } from '../../../lib/media/use-media-attachment';
import { useCreatePost } from '../../../lib/posts/api/create-post';
import { checkPost } from '../../../lib/posts/post-check';
import { refusalOf } from '../../../lib/posts/post-refusal';
import { usePostLength } from '../../../lib/posts/use-post-length';
import { useAccounts } from '../../../lib/social/api/get-accounts';
import { CALENDAR_MESSAGES } from '../calendar-messages';
import { formatInZone } from '../../../lib/format-date';
import { chosenTime } from '../zoned-time';
import { PlatformChecks } from './platform-checks';
import { ScheduleTimeFields, type LocalTime } from './schedule-time-fields';

type NewPostDialogProps = {
  /** The time chosen on the calendar (or the next hour from the header's New post), in the creator's zone. */
  initial: LocalTime;
  zone: string;
  onClose: () => void;
  onScheduled: (text: string) => void;
};

/**
 * A new post at a chosen time: its text, the connected platforms (each checked as it counts length and
 * needs media, as the publish dialog does), an image or video, and the time; "Schedule post" sends
 * POST /api/posts {text, platforms, scheduled_at}. A 422 PostRefusal is shown per platform.
 */
export function NewPostDialog({ initial, zone, onClose, onScheduled }: NewPostDialogProps) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<PublishPlatform>>(new Set());
  const [when, setWhen] = useState<LocalTime>(initial);
  const [thread, setThread] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Partial<Record<PublishPlatform, string>> | null>(null);
  const accounts = useAccounts();
  const media = useMediaAttachment();
  const lengthOf = usePostLength();
  const schedule = useCreatePost();
  const { refreshUser } = useAuth();
  const blockedId = useId();

  const connected = (accounts.data ?? []).filter((account) => account.status === 'connected');
  const chosen = PUBLISH_PLATFORMS.filter((platform) => selected.has(platform) && connected.some((account) => account.platform === platform));
  const mediaKind = media.attachment?.media?.kind ?? null;
  const xOver = chosen.includes('twitter') && (lengthOf('twitter', text) ?? 0) > PUBLISH_RULES.twitter.maxLength;
  const checks = chosen.map((platform) => {
    const length = lengthOf(platform, text);
    return { platform, length, notes: checkPost({ platform, length, media: mediaKind, thread }), refusal: refusals?.[platform] ?? null };
  });
  const blockers = checks.flatMap((check) => check.notes.filter((note) => note.tone === 'error'));
  const busy = schedule.isPending;

  function edited() {
    setProblem(null);
    setRefusals(null);
  }

  function toggle(platform: PublishPlatform, checked: boolean) {
    edited();
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(platform);
      else next.delete(platform);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    edited();
    if (text.trim() === '') return setProblem('Write the post first.');
    // The server's refusal, said before sending (docs/product/posts.md#fill-in-slots).
    const slots = findSlots(text);
    if (slots.length > 0) return setProblem(unfilledSlotsMessage(slots));
    if (chosen.length === 0) return setProblem('Please select at least one platform to publish to');
    const at = chosenTime({ ...when, zone });
    if (!at.ok) return setProblem(at.problem);
    if (Date.parse(at.iso) <= Date.now()) return setProblem(CALENDAR_MESSAGES.pastTime);
    schedule.mutate(
      { text, platforms: chosen, scheduled_at: at.iso, media_ids: media.attachment?.media ? [media.attachment.media.id] : [], thread: xOver && thread },
      {
        onSuccess: () => {
          // A scheduled post takes a unit of the month's social-post quota (docs/product/scheduling.md#plans).
          void refreshUser();
          onScheduled(CALENDAR_MESSAGES.scheduled(formatInZone(at.iso, zone)));
        },
        onError: (failure) => {
          setRefusals(refusalOf(failure));
          setProblem(errorMessage(failure, 'The post could not be scheduled.'));
        },
      },
    );
  }

  return (
    <Modal open onClose={() => !busy && onClose()} title="New post" description={`Scheduled in ${zone}; each platform's rules are checked before it is saved.`} size="lg" closeLabel="Close">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <TextareaField label="Text" rows={5} value={text} disabled={busy} onChange={(event) => (edited(), setText(event.target.value))} />
        <ScheduleTimeFields value={when} zone={zone} onChange={(next) => (edited(), setWhen(next))} disabled={busy} />
        {accounts.isPending && <Spinner label="Loading your connected accounts" />}
        {accounts.isError && <Alert tone="error">Your connected accounts could not be loaded.</Alert>}
        {accounts.data && <PlatformPicker accounts={accounts.data} selected={selected} onToggle={toggle} disabled={busy} />}
        <PlatformChecks checks={checks} />
        {xOver && <CheckboxField label="Post to X as a numbered thread" checked={thread} disabled={busy} onChange={(event) => (edited(), setThread(event.target.checked))} />}
        {chosen.length > 0 && <MediaAttach platforms={chosen} attachment={media.attachment} onAttach={(file) => (edited(), media.attach(file))} onRemove={() => (edited(), media.remove())} disabled={busy} />}
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-end dark:border-gray-800">
          {blockers.length > 0 && (
            <p id={blockedId} className="text-sm text-red-700 sm:mr-auto dark:text-red-300">
              Fix what a platform would refuse first.
            </p>
          )}
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || media.uploading || blockers.length > 0} aria-describedby={blockers.length > 0 ? blockedId : undefined} busy={busy}>
            {busy ? 'Scheduling…' : 'Schedule post'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useId, type ReactNode } from 'react';
import { findSlots, unfilledSlotsMessage } from '../../../../contract/slots';
import type { PublishPlatform } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { WHEN_MESSAGES, type WhenMode } from '../../../components/when-picker/when-choice';
import { MediaAttach } from '../../../components/media-attach';
import { classNames } from '../../../lib/class-names';
import type { Attachment } from '../../../lib/media/use-media-attachment';
import { boxErrors, type BoxCheck } from '../../../lib/posts/box-checks';
import type { PlatformBox } from '../../../lib/posts/platform-box';
import { PREPARE_MESSAGES } from '../prepare-messages';
import { PlatformTextBox } from '../../../components/platform-text-box';
import { FOOTER, SCROLLED } from './sheet-styles';

type PlatformTextsStepProps = {
  boxes: PlatformBox[];
  checks: BoxCheck[];
  onChange: (platform: PublishPlatform, posts: string[]) => void;
  onPrepareAgain: (platform: PublishPlatform) => void;
  /** The platform whose text is being made again. */
  preparingAgain: PublishPlatform | null;
  refusals: Partial<Record<PublishPlatform, string>>;
  media: { attachment: Attachment | null; attach: (file: File) => void; remove: () => void; uploading: boolean };
  /** What is being sent: a post published now, or a draft. */
  sending: 'publish' | 'draft' | null;
  onSend: (draft: boolean) => void;
  onBack: () => void;
  /** Why the last send failed, said as an alert. */
  problem: string | null;
  /** The When choice: its picker, below the texts; its mode names the main button; its problem keeps that button off. */
  when: { mode: WhenMode; problem: string | null; picker: ReactNode };
};

/**
 * Step 2: each platform's own text in its box, the image or video the post carries, then Publish or
 * Save as draft post, both off while a box would be refused (the reasons said beside them); Publish also
 * while a text holds a fill-in slot.
 */
export function PlatformTextsStep({ boxes, checks, onChange, onPrepareAgain, preparingAgain, refusals, media, sending, onSend, onBack, problem, when }: PlatformTextsStepProps) {
  const blockedId = useId();
  const whenId = useId();
  const slotsId = useId();
  const busy = sending !== null;
  const errors = checks.flatMap(boxErrors);
  const blocked = errors.length > 0;
  const off = busy || media.uploading || blocked || preparingAgain !== null;
  // Fill-in slots hold publishing only: a draft post may keep them (docs/product/posts.md#fill-in-slots).
  const slots = findSlots(boxes.flatMap((box) => box.posts).join('\n'));
  const unfilled = slots.length > 0 ? unfilledSlotsMessage(slots) : null;

  return (
    <>
      <div className={classNames(SCROLLED, 'space-y-4')}>
        {boxes.map((box, index) => (
          <PlatformTextBox
            key={box.platform}
            box={box}
            check={checks[index]!}
            onChange={(posts) => onChange(box.platform, posts)}
            onPrepareAgain={() => onPrepareAgain(box.platform)}
            preparingAgain={preparingAgain === box.platform}
            refusal={refusals[box.platform] ?? null}
            disabled={busy}
          />
        ))}
        <MediaAttach platforms={boxes.map((box) => box.platform)} attachment={media.attachment} onAttach={media.attach} onRemove={media.remove} disabled={busy} />
        {when.picker}
      </div>

      <div className={FOOTER}>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {problem}
          </p>
        )}
        {media.uploading && <p className="text-sm text-gray-600 dark:text-gray-400">{PREPARE_MESSAGES.uploading}</p>}
        {blocked && (
          <p id={blockedId} className="text-sm text-red-700 dark:text-red-300">
            {[PREPARE_MESSAGES.blocked, ...errors].join(' ')}
          </p>
        )}
        {unfilled && (
          <p id={slotsId} className="text-sm text-red-700 dark:text-red-300">
            {unfilled}
          </p>
        )}
        {!blocked && when.problem && (
          <p id={whenId} className="text-sm text-red-700 dark:text-red-300">
            {when.problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="ghost" onClick={onBack} disabled={busy} className="sm:mr-auto">
            <Icon name="arrow-left" className="size-4" />
            {PREPARE_MESSAGES.back}
          </Button>
          <Button variant="secondary" onClick={() => onSend(true)} disabled={off} aria-describedby={blocked ? blockedId : undefined} busy={sending === 'draft'}>
            {sending === 'draft' ? PREPARE_MESSAGES.savingDraft : PREPARE_MESSAGES.saveDraft}
          </Button>
          <Button
            onClick={() => onSend(false)}
            disabled={off || when.problem !== null || unfilled !== null}
            aria-describedby={[blocked ? blockedId : when.problem ? whenId : null, unfilled ? slotsId : null].filter(Boolean).join(' ') || undefined}
            busy={sending === 'publish'}
          >
            {sending !== 'publish' && <Icon name={when.mode === 'now' ? 'send' : 'clock'} className="size-4" />}
            {sending === 'publish' ? WHEN_MESSAGES.busy[when.mode] : WHEN_MESSAGES.action[when.mode]}
          </Button>
        </div>
      </div>
    </>
  );
}

import { useId } from 'react';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, type PublishPlatform } from '../../contract/social';
import { Button } from './button';
import { buttonStyles } from './button-styles';
import { Icon } from './icon';
import { classNames } from '../lib/class-names';
import { MEDIA_ACCEPT } from '../lib/media/api/upload-media';
import type { Attachment } from '../lib/media/use-media-attachment';

type MediaAttachProps = {
  /** The chosen platforms, to say which of them need media. */
  platforms: PublishPlatform[];
  attachment: Attachment | null;
  onAttach: (file: File) => void;
  onRemove: () => void;
  disabled: boolean;
};

function percentOf({ sent, total }: Attachment['progress']): number {
  return total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
}

/** Which of the chosen platforms need media, in a sentence; null when none does. */
function needsSentence(platforms: PublishPlatform[]): string | null {
  const video = platforms.filter((p) => PUBLISH_RULES[p].media === 'video').map((p) => PUBLISH_PLATFORM_LABELS[p]);
  const any = platforms.filter((p) => PUBLISH_RULES[p].media === 'image-or-video').map((p) => PUBLISH_PLATFORM_LABELS[p]);
  const parts = [
    video.length > 0 ? `${video.join(' and ')} ${video.length > 1 ? 'need' : 'needs'} a video` : null,
    any.length > 0 ? `${any.join(' and ')} ${any.length > 1 ? 'need' : 'needs'} an image or video` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}

/** An image or video for the post, uploaded as soon as it is chosen, with its progress. */
export function MediaAttach({ platforms, attachment, onAttach, onRemove, disabled }: MediaAttachProps) {
  const inputId = useId();
  const needs = needsSentence(platforms);
  const uploading = attachment !== null && attachment.media === null && attachment.error === null;
  const percent = attachment ? percentOf(attachment.progress) : 0;

  return (
    <div className="space-y-2">
      <div>
        <p className="text-sm font-semibold text-gray-900 dark:text-white">Image or video</p>
        <p className="text-xs text-gray-600 dark:text-gray-400">{needs ?? 'Optional: one image or video goes with the post.'}</p>
      </div>

      {attachment ? (
        <div className="space-y-2 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex min-w-0 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
              <Icon name={attachment.file.type.startsWith('video/') ? 'video' : 'upload'} className="size-4 text-gray-500 dark:text-gray-400" />
              <span className="truncate font-medium">{attachment.file.name}</span>
              {attachment.media && <span className="shrink-0 text-emerald-700 dark:text-emerald-300">{`Attached ${attachment.media.kind}`}</span>}
            </p>
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
              {uploading ? 'Cancel upload' : 'Remove'}
            </Button>
          </div>
          {uploading && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label={`Uploading ${attachment.file.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
              >
                <div className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-xs text-gray-600 tabular-nums dark:text-gray-400">{`Uploading… ${percent}%`}</p>
            </div>
          )}
          {attachment.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {attachment.error}
            </p>
          )}
        </div>
      ) : (
        <div>
          <input
            id={inputId}
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={disabled}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onAttach(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={classNames(
              buttonStyles({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500',
            )}
          >
            <Icon name="upload" className="size-4" />
            Attach an image or video
          </label>
        </div>
      )}
    </div>
  );
}

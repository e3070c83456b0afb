import { CircleCheck, Clock } from 'lucide-react';
import type { ContentPublishing } from '../../../../contract/library';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../../contract/social';
import { PlatformMark } from '../../../components/platform-mark';
import { LIBRARY_MESSAGES } from '../library-messages';

function Marks({ platforms, label }: { platforms: readonly PublishPlatform[]; label: string }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="sr-only">{label}</span>
      {platforms.map((platform) => (
        <span key={platform} title={PUBLISH_PLATFORM_LABELS[platform]}>
          <PlatformMark platform={platform} className="size-6! rounded-md! text-xs!" />
        </span>
      ))}
    </span>
  );
}

/** Where a piece went: platform marks for sight, a sentence for screen readers. */
export function PiecePublishing({ publishing, quiet = false }: { publishing: ContentPublishing; /** Nothing shown for a piece never published (a card). */ quiet?: boolean }) {
  const { published, scheduled } = publishing;
  if (published.length === 0 && scheduled.length === 0) {
    return (
      <>
        {!quiet && (
          <span aria-hidden="true" className="text-gray-500 dark:text-gray-400">
            —
          </span>
        )}
        <span className="sr-only">{LIBRARY_MESSAGES.notPublished}</span>
      </>
    );
  }
  return (
    <span className="flex flex-col gap-1.5">
      {published.length > 0 && (
        <span className="flex flex-wrap items-center gap-1.5">
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800 dark:text-emerald-200">
            <CircleCheck className="size-3.5" />
            Published
          </span>
          <Marks platforms={published} label={LIBRARY_MESSAGES.published(published)} />
        </span>
      )}
      {scheduled.length > 0 && (
        <span className="flex flex-wrap items-center gap-1.5">
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-200">
            <Clock className="size-3.5" />
            Scheduled
          </span>
          <Marks platforms={scheduled} label={LIBRARY_MESSAGES.scheduled(scheduled)} />
        </span>
      )}
    </span>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { TARGET_STATE_LABELS, type PostTarget, type ResolveTargetRequest, type TargetState } from '../../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../../contract/social';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { PlatformMark } from '../../../components/platform-mark';
import { SlotText } from '../../../components/slot-text';
import { formatInZoneNamed } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { postLink } from '../../../lib/posts/post-link';
import { lateDuration, POST_MESSAGES } from '../post-messages';
import { TargetMetrics } from './target-metrics';
import { hasTime, TargetTime } from './target-time';
import { UnknownTargetChoice } from './unknown-target-choice';

export type TargetActions = {
  /** The platform whose Retry is on its way, if any. */
  retrying: PublishPlatform | null;
  /** The target whose answer is on its way, if any. */
  resolving: string | null;
  /** The platform whose connection is starting (the browser is on its way to the consent page). */
  reconnecting: PublishPlatform | null;
  onRetry: (platform: PublishPlatform) => void;
  onReconnect: (platform: PublishPlatform) => void;
  onResolve: (targetId: string, body: ResolveTargetRequest) => void;
};

const BADGE_TONES: Record<TargetState, 'brand' | 'success' | 'neutral' | 'warning'> = {
  draft: 'neutral',
  scheduled: 'brand',
  publishing: 'brand',
  published: 'success',
  failed: 'warning',
  needs_reconnect: 'warning',
  unknown: 'warning',
  cancelled: 'neutral',
  missed: 'warning',
};

const linkStyles = 'inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** "View post": the platform's page in a new tab, or a demo post's view in Inkwell. */
function ViewPostLink({ target }: { target: PostTarget }) {
  const label = PUBLISH_PLATFORM_LABELS[target.platform];
  const link = postLink({ url: target.url, demo: target.demo_mode });
  if (!link) return null;
  if (link.kind === 'inkwell') {
    return (
      <Link to={link.path} className={linkStyles}>
        View post
        <span className="sr-only">{` on ${label} as Inkwell recorded it`}</span>
        <Icon name="arrow-right" className="size-4" />
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkStyles}>
      View post
      <span className="sr-only">{` on ${label} (opens in a new tab)`}</span>
      <Icon name="arrow-right" className="size-4" />
    </a>
  );
}

/**
 * One platform of a post: its state, account, link, what went wrong in plain words and the one action
 * that helps (Retry a failure; Reconnect, then Retry; say what became of a post whose outcome was lost),
 * and its numbers once published.
 */
export function TargetCard({ target, actions, zone, reconnectFirst = false }: { target: PostTarget; actions: TargetActions; zone: string; reconnectFirst?: boolean }) {
  const label = PUBLISH_PLATFORM_LABELS[target.platform];
  const headingId = useId();
  const problem = target.state === 'failed' || target.state === 'needs_reconnect' || target.state === 'unknown' || target.state === 'missed';
  const error =
    target.state === 'unknown'
      ? (target.error ?? POST_MESSAGES.unknownOutcome(label))
      : target.state === 'missed'
        ? (target.error ?? POST_MESSAGES.missed(label))
        : (target.error ?? POST_MESSAGES.noReason(label));

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-start gap-3">
        <PlatformMark platform={target.platform} className="size-10!" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
              {label}
            </h2>
            <Badge tone={BADGE_TONES[target.state]}>{TARGET_STATE_LABELS[target.state]}</Badge>
            {target.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
          </div>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {target.username && <span className="font-medium break-all text-gray-900 dark:text-white">{`@${target.username}`}</span>}
            {target.username && hasTime(target) && ' · '}
            <TargetTime target={target} zone={zone} />
          </p>
        </div>
      </div>

      {target.state === 'published' && target.demo_mode && (
        <p className="text-sm text-gray-600 dark:text-gray-400">{POST_MESSAGES.demoRecorded(label)}</p>
      )}
      {target.state === 'published' && target.late_minutes !== null && target.late_minutes > 0 && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{`${POST_MESSAGES.late(lateDuration(target.late_minutes))}. ${POST_MESSAGES.lateWhy}`}</p>
      )}
      {target.state === 'published' && <ViewPostLink target={target} />}
      {target.state === 'scheduled' && reconnectFirst && target.scheduled_at && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          {`${POST_MESSAGES.reconnectBefore(label, formatInZoneNamed(target.scheduled_at, zone))} `}
          <Link to={paths.socialAccounts} className="rounded font-semibold underline underline-offset-2 hover:no-underline">
            {POST_MESSAGES.reconnectLink}
          </Link>
        </p>
      )}

      {problem && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      {target.state === 'needs_reconnect' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">{POST_MESSAGES.reconnectThenRetry(label)}</p>
      )}

      {(target.state === 'failed' || target.state === 'needs_reconnect') && (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-3">
            {target.state === 'needs_reconnect' && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.onReconnect(target.platform)}
                disabled={actions.reconnecting !== null}
                busy={actions.reconnecting === target.platform}
              >
                {`Reconnect ${label}`}
              </Button>
            )}
            <Button
              size="sm"
              onClick={() => actions.onRetry(target.platform)}
              disabled={actions.retrying !== null}
              busy={actions.retrying === target.platform}
            >
              {actions.retrying === target.platform ? 'Retrying…' : 'Retry'}
              <span className="sr-only">{` ${label}`}</span>
            </Button>
          </div>
        </div>
      )}
      {target.state === 'missed' && (
        <Button size="sm" onClick={() => actions.onRetry(target.platform)} disabled={actions.retrying !== null} busy={actions.retrying === target.platform}>
          {actions.retrying === target.platform ? POST_MESSAGES.publishingNow : POST_MESSAGES.publishNow}
          <span className="sr-only">{` on ${label}`}</span>
        </Button>
      )}
      {target.state === 'unknown' && (
        <UnknownTargetChoice target={target} busy={actions.resolving === target.id} onResolve={(body) => actions.onResolve(target.id, body)} />
      )}

      {target.own_text && (
        <details className="text-sm">
          <summary className="cursor-pointer rounded font-semibold text-gray-800 dark:text-gray-200">{`The text for ${label}`}</summary>
          <p className="mt-2 break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">
            <SlotText text={target.text} />
          </p>
        </details>
      )}

      {target.state === 'published' && <TargetMetrics target={target} />}
    </article>
  );
}

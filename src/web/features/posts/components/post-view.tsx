import { POST_STATE_LABELS, type Post } from '../../../../contract/posts';
import type { ConnectedAccount } from '../../../../contract/social';
import { Badge } from '../../../components/badge';
import { formatInZone } from '../../../lib/format-date';
import { POST_MESSAGES } from '../post-messages';
import { needsReconnectFirst } from '../reconnect-first';
import { isPlanned, PostTimeEditor } from './post-time-editor';
import { PostTextSection } from './post-text-section';
import { useStateAnnouncement } from '../use-state-announcement';
import { TargetCard, type TargetActions } from './target-card';

const STATE_TONES: Record<Post['state'], 'brand' | 'success' | 'neutral' | 'warning'> = {
  draft: 'neutral',
  scheduled: 'brand',
  publishing: 'brand',
  published: 'success',
  partly_published: 'warning',
  failed: 'warning',
  needs_attention: 'warning',
  cancelled: 'neutral',
};

/**
 * docs/product/screens.md#post: the post's state and text (a planned post's to edit), then each platform it goes to. While it moves
 * the page says that it updates by itself, and a polite live region says what changed.
 */
export function PostView({ post, actions, zone, accounts }: { post: Post; actions: TargetActions; zone: string; accounts: readonly ConnectedAccount[] | undefined }) {
  const announcement = useStateAnnouncement(post);
  const publishing = post.targets.some((target) => target.state === 'publishing');
  const scheduled = !publishing && post.targets.some((target) => target.state === 'scheduled');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
        <p>
          <span className="sr-only">This post: </span>
          <Badge tone={STATE_TONES[post.state]}>{POST_STATE_LABELS[post.state]}</Badge>
        </p>
        <span>
          {'Created '}
          <time dateTime={post.created_at}>{formatInZone(post.created_at, zone)}</time>
        </span>
        {post.thread && post.targets.some((target) => target.platform === 'twitter') && <span>Goes to Twitter/X as a numbered thread</span>}
      </div>
      {(publishing || scheduled) && (
        <p className="text-sm text-gray-700 dark:text-gray-300">{publishing ? POST_MESSAGES.following : POST_MESSAGES.waiting}</p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {isPlanned(post) && <PostTimeEditor post={post} zone={zone} />}

      <PostTextSection post={post} />

      <ul aria-label="Platforms" className="space-y-4">
        {post.targets.map((target) => (
          <li key={target.id}>
            <TargetCard target={target} actions={actions} zone={zone} reconnectFirst={needsReconnectFirst(target, accounts)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

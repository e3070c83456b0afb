import { useState } from 'react';
import { POST_STATE_LABELS, TARGET_STATE_LABELS, type Post } from '../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS } from '../../../contract/social';

/** Each target whose state differs from the last read, then the post's own state; null when none moved. */
function describeChanges(before: Post, after: Post): string | null {
  const was = new Map(before.targets.map((target) => [target.id, target.state]));
  const changed = after.targets.filter((target) => was.get(target.id) !== target.state);
  if (changed.length === 0) return null;
  const parts = changed.map((target) => `${PUBLISH_PLATFORM_LABELS[target.platform]}: ${TARGET_STATE_LABELS[target.state]}.`);
  return `${parts.join(' ')} Post: ${POST_STATE_LABELS[after.state]}.`;
}

/**
 * What a screen reader is told when the post moves while the page is open (an aria-live region reads
 * it). Nothing on the first read, which the page itself shows.
 */
export function useStateAnnouncement(post: Post | undefined): string {
  const [previous, setPrevious] = useState(post);
  const [announcement, setAnnouncement] = useState('');
  if (post !== previous) {
    setPrevious(post);
    const change = previous && post ? describeChanges(previous, post) : null;
    if (change) setAnnouncement(change);
  }
  return announcement;
}

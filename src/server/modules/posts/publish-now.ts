import type { Post } from '../../../contract/posts';
import type { PublishRequest, PublishResponse, PublishResult } from '../../../contract/social';
import { createPost } from './create-post';
import type { PostEvents } from './post-events';
import { loadPost } from './post-view';
import type { PostsDeps } from './posts-deps';

/** How long POST /api/social/publish waits for its targets before answering the rest `pending`. */
export const PUBLISH_WAIT_MS = 10_000;
/** How often the wait reads the rows (a target settled by another instance is not heard here). */
const READ_EVERY_MS = 500;

function resultOf(post: Post, platform: PublishResult['platform']): PublishResult {
  const target = post.targets.find((t) => t.platform === platform && t.state !== 'cancelled');
  if (!target) return { platform, success: false, error: 'Nothing was published there.' };
  if (target.state === 'published') return { platform, success: true, ...(target.url && { url: target.url }), demo_mode: target.demo_mode };
  if (target.state === 'publishing' || target.state === 'scheduled') return { platform, success: false, pending: true, demo_mode: target.demo_mode };
  return { platform, success: false, error: target.error ?? 'Publishing failed. Please try again.', demo_mode: target.demo_mode };
}

/**
 * POST /api/social/publish (SPEC §7) on posts: a post published now, through the posts service (refused
 * up front like any post), answered as before once its targets end, or after about ten seconds with those
 * still running `pending`; the answer names the post, which the dashboard follows to the end.
 */
export async function publishNow(
  deps: PostsDeps & { events: PostEvents },
  userId: string,
  request: PublishRequest,
  waitMs = PUBLISH_WAIT_MS,
): Promise<PublishResponse> {
  let post = await createPost(deps, userId, {
    text: request.content,
    content_id: request.content_id,
    platforms: request.platforms,
    media_ids: request.media_ids,
    thread: request.thread,
    draft: false,
    queue: false,
  });
  const deadline = Date.now() + waitMs;
  while (post.targets.some((t) => t.state === 'publishing') && Date.now() < deadline) {
    await deps.events.wait(post.id, Math.min(READ_EVERY_MS, deadline - Date.now()));
    post = await loadPost(deps.db, userId, post.id);
  }
  const results = request.platforms.map((platform) => resultOf(post, platform));
  return { results, successful_publications: results.filter((r) => r.success).length, total_platforms: results.length, post_id: post.id };
}

import type { Post, PostTarget } from '../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS, type PublishResult } from '../../../contract/social';

/** A target that has ended, as the publish answer would have said it; a moving one stays pending. */
function resultOf(target: PostTarget, before: PublishResult): PublishResult {
  const label = PUBLISH_PLATFORM_LABELS[target.platform];
  switch (target.state) {
    case 'draft':
    case 'scheduled':
    case 'publishing':
      return before;
    case 'published':
      return { platform: target.platform, success: true, demo_mode: target.demo_mode, ...(target.url ? { url: target.url } : {}) };
    default:
      return { platform: target.platform, success: false, demo_mode: target.demo_mode, error: target.error ?? `${label} did not take the post.` };
  }
}

/**
 * The publish answer's results with those still pending brought up to date from the post, which the
 * dialog reads again until none is (POST /api/social/publish waits about 10 s, then answers `pending`).
 */
export function followResults(results: PublishResult[], post: Post | undefined): PublishResult[] {
  if (!post) return results;
  return results.map((result) => {
    if (!result.pending) return result;
    const target = post.targets.find((candidate) => candidate.platform === result.platform);
    return target ? resultOf(target, result) : result;
  });
}

import { postLength } from '../../contract/post-length';
import { plainPostLength } from '../../contract/social-limits';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, type PublishPlatform } from '../../contract/social';
import { SocialError } from './errors';
import { MAX_THREAD_POSTS, splitThread } from './split-thread';

/** A post's length as the platform counts it: X by twitter-text's weights, the others by code points. */
export function publishLength(platform: PublishPlatform, text: string): number {
  return platform === 'twitter' ? postLength('twitter', text) : plainPostLength(text);
}

export interface PostToCheck {
  platform: PublishPlatform;
  text: string;
  media: ReadonlyArray<{ kind: 'image' | 'video' }>;
  /** X: over the limit, publish as a numbered thread. */
  thread: boolean;
  /** X: the thread's posts exactly as the creator wrote them (`thread_parts`); each is checked, none changed. */
  parts?: readonly string[] | null;
}

const invalid = (message: string) => new SocialError('invalid', message);

function checkMedia(platform: PublishPlatform, media: PostToCheck['media']) {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const rules = PUBLISH_RULES[platform];
  const videos = media.filter((m) => m.kind === 'video').length;
  const images = media.length - videos;
  if (media.length > 0 && !rules.mediaAllowed) throw invalid(`${label} posts here are text only: remove the attached media.`);
  if (rules.media === 'video' && videos === 0) {
    throw invalid(images > 0 ? `${label} publishes videos only: attach a video instead.` : `${label} needs a video: attach one to publish there.`);
  }
  if (rules.media === 'image-or-video' && media.length === 0) throw invalid(`${label} needs an image or a video: attach one to publish there.`);
  if (rules.media !== 'none' && media.length > 1) throw invalid(`${label} takes one ${rules.media === 'video' ? 'video' : 'image or video'} per post.`);
  if (videos > 1) throw invalid(`${label} takes one video per post.`);
  if (videos > 0 && images > 0) throw invalid(`${label} cannot mix a video with images in one post.`);
}

/**
 * A post checked against its platform's rules (contract PUBLISH_RULES: length as the platform counts
 * it, media needs) before anything is sent: the posts to publish (one, or an X thread's numbered
 * parts), or a SocialError `invalid` saying in plain words what to change.
 */
export function planPost(post: PostToCheck): string[] {
  const { platform, text, thread } = post;
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const { maxLength, threads } = PUBLISH_RULES[platform];
  checkMedia(platform, post.media);
  if (post.parts && post.parts.length > 0) return checkParts(platform, post.parts);
  const length = publishLength(platform, text);
  if (length <= maxLength) return [text];
  if (threads && thread) {
    const parts = splitThread(text, maxLength);
    if (parts.length > MAX_THREAD_POSTS) throw invalid(`Too long for a thread on ${label}: it would take more than ${MAX_THREAD_POSTS} posts.`);
    return parts;
  }
  const over = `Too long for ${label}: ${length.toLocaleString('en-US')} of ${maxLength.toLocaleString('en-US')} characters.`;
  throw invalid(threads ? `${over} Shorten it or publish it as a thread.` : `${over} Shorten it to publish there.`);
}

/** A thread written post by post: each within the platform's limit, published as it is. */
function checkParts(platform: PublishPlatform, parts: readonly string[]): string[] {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const { maxLength, threads } = PUBLISH_RULES[platform];
  if (!threads) throw invalid(`${label} has no threads: send one text there.`);
  if (parts.length > MAX_THREAD_POSTS) throw invalid(`A thread on ${label} may have at most ${MAX_THREAD_POSTS} posts.`);
  parts.forEach((part, i) => {
    if (part.trim() === '') throw invalid(`Post ${i + 1} of the thread is empty: write it or remove it.`);
    const length = publishLength(platform, part);
    if (length > maxLength) {
      throw invalid(`Post ${i + 1} of the thread is ${length.toLocaleString('en-US')} of ${maxLength.toLocaleString('en-US')} characters on ${label}: shorten it.`);
    }
  });
  return [...parts];
}

import type { PreparedText } from '../../../contract/library';
import { MAX_THREAD_PARTS } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import type { CreatePostInput } from './api/create-post';

/** One platform's text as its box shows it: one text, or (X) the posts of a thread, in order. */
export type PlatformBox = { platform: PublishPlatform; posts: string[] };

/** The box of a prepared text: X's thread as one post per part, any other as its text. */
export function boxOf(prepared: PreparedText): PlatformBox {
  const posts = prepared.parts && prepared.parts.length > 0 ? prepared.parts : [prepared.text];
  return { platform: prepared.platform, posts: [...posts] };
}

/** Only X takes a thread. */
export function takesThread(platform: PublishPlatform): boolean {
  return platform === 'twitter';
}

const NUMBER = /^(\d+)\/(\d+) /;

/** Whether every post opens with its "n/total " number, as a prepared thread does. */
function numbered(posts: readonly string[]): boolean {
  return posts.length > 1 && posts.every((post) => NUMBER.test(post));
}

/** The posts numbered again "1/n ", "2/n "… after one was added or removed, when they were numbered before. */
function renumber(posts: string[], wasNumbered: boolean): string[] {
  if (!wasNumbered) return posts;
  return posts.map((post, i) => `${i + 1}/${posts.length} ${post.replace(NUMBER, '')}`);
}

/** A post added at the thread's end (numbered like the others when they are). */
export function withPostAdded(posts: readonly string[]): string[] {
  if (posts.length >= MAX_THREAD_PARTS) return [...posts];
  return renumber([...posts, ''], numbered(posts));
}

/** The thread without its post `index` (numbered again when it was). */
export function withPostRemoved(posts: readonly string[], index: number): string[] {
  if (posts.length <= 1) return [...posts];
  return renumber(
    posts.filter((_, i) => i !== index),
    numbered(posts),
  );
}

/** A post with nothing but, at most, its number. */
export function isEmptyPost(post: string): boolean {
  return post.replace(NUMBER, '').trim() === '';
}

/** The hashtags a text holds, in order, each once. */
export function hashtagsIn(text: string): string[] {
  const found = [...text.matchAll(/(?:^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu)].map((match) => `#${match[1]}`);
  return [...new Set(found)];
}

/**
 * POST /api/posts for these boxes, each platform getting exactly what its box shows: X's posts as
 * `thread_parts` when there are several, else its text as its variant like every other platform's.
 * The post's own text is the piece's (from `content_id`); every platform has its own.
 */
export function postRequest({ contentId, boxes, mediaIds, draft }: { contentId: string; boxes: readonly PlatformBox[]; mediaIds: string[]; draft: boolean }): CreatePostInput {
  const variants: Partial<Record<PublishPlatform, string>> = {};
  let threadParts: string[] | undefined;
  for (const box of boxes) {
    if (takesThread(box.platform) && box.posts.length > 1) threadParts = [...box.posts];
    else variants[box.platform] = box.posts[0] ?? '';
  }
  return {
    content_id: contentId,
    platforms: boxes.map((box) => box.platform),
    variants,
    ...(threadParts ? { thread_parts: threadParts } : {}),
    media_ids: mediaIds,
    ...(draft ? { draft: true } : {}),
  };
}

import type { z } from 'zod';
import { PUBLISH_CONTENT_MAX_CHARS, PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, type PublishPlatform } from '../../../contract/social';
import type { Post, UpdatePostRequest } from '../../../contract/posts';
import { findSlots } from '../../../contract/slots';
import type { BoxCheck, PostCheck } from '../../lib/posts/box-checks';
import { checkBox } from '../../lib/posts/box-checks';
import { BOX_MESSAGES } from '../../lib/posts/box-messages';
import { takesThread, type PlatformBox } from '../../lib/posts/platform-box';
import type { PostNote } from '../../lib/posts/post-check';
import { slotRanges } from '../../lib/slots/slot-ranges';
import { POST_MESSAGES } from './post-messages';

/** A planned post's texts as its Edit text form holds them: the post's own, and each platform's that has its own (X's thread as its posts). */
export type TextEdit = { text: string; boxes: PlatformBox[] };

type LengthOf = (platform: PublishPlatform, text: string) => number | null;

/** The platforms still to get the post (cancelled ones aside). */
function liveTargets(post: Post) {
  return post.targets.filter((target) => target.state !== 'cancelled');
}

/** The texts as they are: the post's, then a box per platform with a text of its own. */
export function editOf(post: Post): TextEdit {
  const boxes = liveTargets(post)
    .filter((target) => target.own_text)
    .map((target) => ({ platform: target.platform, posts: target.parts && target.parts.length > 0 ? [...target.parts] : [target.text] }));
  return { text: post.text, boxes };
}

/** The platforms that publish the post's own text (those without a text of their own). */
export function platformsOnPostText(post: Post): PublishPlatform[] {
  return liveTargets(post)
    .filter((target) => !target.own_text)
    .map((target) => target.platform);
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((post, i) => post === b[i]);

/**
 * PATCH /api/posts/{id} for what changed (docs/product/posts.md#changing-a-post), null when nothing did:
 * `text` when the post's text changed; when a platform's own text changed, `variants` with every own
 * text that is one text (the server replaces them all) and X's thread as `thread_parts` when it changed
 * and still has several posts. A thread brought down to one post goes as X's own text.
 */
export function updateRequest(before: TextEdit, after: TextEdit): z.input<typeof UpdatePostRequest> | null {
  const body: z.input<typeof UpdatePostRequest> = {};
  if (after.text !== before.text) body.text = after.text;
  const changed = after.boxes.filter((box) => !same(box.posts, before.boxes.find((old) => old.platform === box.platform)?.posts ?? []));
  const thread = (box: PlatformBox) => takesThread(box.platform) && box.posts.length > 1;
  if (changed.some((box) => !thread(box))) {
    body.variants = Object.fromEntries(after.boxes.filter((box) => !thread(box)).map((box) => [box.platform, box.posts[0] ?? '']));
  }
  const threadBox = changed.find(thread);
  if (threadBox) body.thread_parts = [...threadBox.posts];
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * The post's text against the rules of each platform that publishes it (contract PUBLISH_RULES): the
 * counter is the strictest platform's (X aside when it goes out as a thread), and each platform it is
 * too long for says so.
 */
export function postTextCheck({ text, platforms, thread, lengthOf }: { text: string; platforms: readonly PublishPlatform[]; thread: boolean; lengthOf: LengthOf }): PostCheck {
  const label = POST_MESSAGES.postTextLabel;
  const split = (platform: PublishPlatform) => thread && PUBLISH_RULES[platform].threads;
  const counted = platforms.filter((platform) => !split(platform)).sort((a, b) => PUBLISH_RULES[a].maxLength - PUBLISH_RULES[b].maxLength);
  const strictest = counted[0];
  const notes: PostNote[] = [];
  if (text.trim() === '') notes.push({ tone: 'error', text: POST_MESSAGES.postTextEmpty });
  for (const platform of platforms) {
    const length = lengthOf(platform, text);
    const over = length === null ? 0 : length - PUBLISH_RULES[platform].maxLength;
    if (over <= 0) continue;
    notes.push(
      split(platform)
        ? { tone: 'info', text: POST_MESSAGES.goesAsThread(PUBLISH_RULES[platform].maxLength) }
        : { tone: 'error', text: BOX_MESSAGES.textOver(PUBLISH_PLATFORM_LABELS[platform], over, false) },
    );
  }
  const slots = findSlots(text).length;
  if (slots > 0) notes.push({ tone: 'info', text: BOX_MESSAGES.slotsInText(slots) });
  // Published nowhere as it is (or only as X's thread): only the longest text a post may have.
  if (!strictest) return { label, length: [...text].length, max: PUBLISH_CONTENT_MAX_CHARS, notes };
  return { label, length: lengthOf(strictest, text), max: PUBLISH_RULES[strictest].maxLength, notes };
}

/**
 * A platform's own text against its rules, as Prepare for social checks it. Only the text: the media were
 * checked when the post was made and are not changed here, so a need for media is not said again.
 */
export function ownTextCheck({ box, lengthOf }: { box: PlatformBox; lengthOf: LengthOf }): BoxCheck {
  const check = checkBox({ box, lengthOf, media: null });
  return { posts: check.posts, notes: check.notes.filter((note) => note.tone === 'info') };
}

/** Where Go to next slot goes in the form's texts: the slot the cursor is in or the next after it, then the next texts', round to the first. */
export function nextSlotAcross(texts: readonly string[], at: { field: number; cursor: number }): { field: number; from: number; to: number } | undefined {
  const count = texts.length;
  for (let step = 0; step <= count; step++) {
    const field = (at.field + step) % count;
    const ranges = slotRanges(texts[field] ?? '');
    // From the cursor in its own text; from the start in the others (and in its own once round).
    const found = step === 0 ? ranges.find((range) => range.to > at.cursor) : ranges[0];
    if (found) return { field, ...found };
  }
  return undefined;
}

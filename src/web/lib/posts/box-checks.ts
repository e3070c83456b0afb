import { findSlots } from '../../../contract/slots';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, YOUTUBE_TITLE_MAX, type PublishPlatform } from '../../../contract/social';
import { BOX_MESSAGES } from './box-messages';
import { checkPost, type PostNote } from './post-check';
import { isEmptyPost, takesThread, type PlatformBox } from './platform-box';

/** What one textarea of a box holds: its label, its length as the platform counts it, and what the platform would refuse. */
export type PostCheck = { label: string; length: number | null; max: number; notes: PostNote[] };

/** A box's checks: each post's, and the box's own (the media its platform needs, YouTube's title). */
export type BoxCheck = { posts: PostCheck[]; notes: PostNote[] };

type LengthOf = (platform: PublishPlatform, text: string) => number | null;

/** The label of post `index` of a box (a thread's posts are numbered). */
export function postLabel(platform: PublishPlatform, index: number, total: number): string {
  return total > 1 ? BOX_MESSAGES.threadPostLabel(index + 1, total) : BOX_MESSAGES.textLabel(platform);
}

function overNote(platform: PublishPlatform, over: number, index: number, total: number): PostNote {
  if (total > 1) return { tone: 'error', text: BOX_MESSAGES.threadPostOver(index + 1, total, over) };
  return { tone: 'error', text: BOX_MESSAGES.textOver(PUBLISH_PLATFORM_LABELS[platform], over, takesThread(platform)) };
}

/**
 * Each post of a box against its platform's rules (contract PUBLISH_RULES, the server's), as the
 * platform counts it (X weighted): empty or over the limit is refused; without the media its platform
 * needs the whole box is. YouTube's title is its first line.
 */
export function checkBox({ box, lengthOf, media }: { box: PlatformBox; lengthOf: LengthOf; media: 'image' | 'video' | null }): BoxCheck {
  const { platform, posts } = box;
  const max = PUBLISH_RULES[platform].maxLength;
  const checks = posts.map((text, index): PostCheck => {
    const label = postLabel(platform, index, posts.length);
    const length = lengthOf(platform, text);
    const notes: PostNote[] = [];
    if (isEmptyPost(text)) notes.push({ tone: 'error', text: BOX_MESSAGES.empty(label) });
    else if (length !== null && length > max) notes.push(overNote(platform, length - max, index, posts.length));
    // Not a refusal here: a draft post may keep its slots; publishing is held apart (platform-texts-step.tsx).
    const slots = findSlots(text).length;
    if (slots > 0) notes.push({ tone: 'info', text: BOX_MESSAGES.slotsInText(slots) });
    return { label, length, max, notes };
  });
  // Only the media need: a null length says nothing about the length.
  const notes = checkPost({ platform, length: null, media, thread: false });
  if (platform === 'youtube') {
    const firstLine = (posts[0] ?? '').trim().split('\n')[0]?.trim() ?? '';
    if ([...firstLine].length > YOUTUBE_TITLE_MAX) notes.push({ tone: 'info', text: BOX_MESSAGES.youtubeTitleCut(YOUTUBE_TITLE_MAX) });
  }
  return { posts: checks, notes };
}

/** Every reason a box would be refused, in order. */
export function boxErrors(check: BoxCheck): string[] {
  return [...check.posts.flatMap((post) => post.notes), ...check.notes].filter((note) => note.tone === 'error').map((note) => note.text);
}

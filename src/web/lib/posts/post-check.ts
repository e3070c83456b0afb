import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, YOUTUBE_TITLE_MAX, type PublishPlatform } from '../../../contract/social';

export type PostNote = { tone: 'error' | 'info'; text: string };

type PostToCheck = {
  platform: PublishPlatform;
  /** The text's length as the platform counts it; null while X's counter loads. */
  length: number | null;
  /** What is attached, if anything. */
  media: 'image' | 'video' | null;
  /** X: the creator asked for a numbered thread when the text is over the limit. */
  thread: boolean;
};

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * What will happen to the post on a platform, said before Publish (contract PUBLISH_RULES, the rules
 * the server applies): over the length limit it is refused, or on X goes out as a numbered thread when
 * asked; without the media a platform needs it is refused.
 */
export function checkPost({ platform, length, media, thread }: PostToCheck): PostNote[] {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const rules = PUBLISH_RULES[platform];
  const notes: PostNote[] = [];
  const over = length === null ? 0 : length - rules.maxLength;

  if (over > 0 && rules.threads && thread) {
    notes.push({ tone: 'info', text: `Goes out as a numbered thread (1/n, 2/n, …), each post within ${rules.maxLength} characters.` });
  } else if (over > 0) {
    const fix = rules.threads ? 'Shorten it, or post it as a numbered thread.' : 'Shorten it to publish there.';
    notes.push({ tone: 'error', text: `${numberFormat.format(over)} over the limit: ${label} will refuse this post. ${fix}` });
  }

  if (rules.media === 'video' && media !== 'video') {
    notes.push({ tone: 'error', text: `${label} needs a video. Attach one, or ${label} will refuse the post.` });
  } else if (rules.media === 'image-or-video' && media === null) {
    notes.push({ tone: 'error', text: `${label} needs an image or video. Attach one, or ${label} will refuse the post.` });
  }
  return notes;
}

/** YouTube titles the video with the text's first line, cut to the title limit. */
export function youtubeTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0]?.trim() ?? '';
  return [...firstLine].slice(0, YOUTUBE_TITLE_MAX).join('');
}

import { MAX_THREAD_PARTS } from '../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, YOUTUBE_TITLE_MAX, type PublishPlatform } from '../../../contract/social';
import { PLATFORM_TAGS } from '../../text/for-platform/platform-tags';

/** What one platform's rewrite is: the platform, X's form (a thread or one post), the hashtags to end with. */
export interface PlatformBrief {
  platform: PublishPlatform;
  /** X only: a numbered thread, or one post. */
  form: 'thread' | 'single' | null;
  /** The hashtags the offline conversion chose (the piece's own, or suggested). */
  hashtags: readonly string[];
}

/** Lengths a model aims for where the platform's limit is far more than a good post needs. */
const AIM: Partial<Record<PublishPlatform, string>> = {
  facebook: 'Aim for 500 to 2,000 characters.',
  linkedin: 'Aim for 1,200 to 2,500 characters.',
};

function shapeOf(brief: PlatformBrief): string[] {
  const { platform } = brief;
  const max = PUBLISH_RULES[platform].maxLength.toLocaleString('en-US');
  if (platform === 'twitter' && brief.form === 'thread') {
    return [
      `Write an X thread of 2 to ${MAX_THREAD_PARTS} posts. Start each post with its number and the number of posts, like "1/6 ", and separate the posts with a blank line.`,
      `Each post, its number included, must be at most ${max} characters as X counts them: a link counts 23, an emoji or a Chinese, Japanese or Korean character 2.`,
      'Put the hashtags at the end of the last post.',
    ];
  }
  if (platform === 'twitter') {
    return [`Write one X post of at most ${max} characters as X counts them: a link counts 23, an emoji or a Chinese, Japanese or Korean character 2.`];
  }
  if (platform === 'youtube') {
    return [
      `Write a YouTube video's title and description: the title alone on the first line, at most ${YOUTUBE_TITLE_MAX} characters; then a blank line; then the description.`,
      `The whole text must be at most ${max} bytes (a letter beyond English takes 2 to 4). Do not use < or >.`,
    ];
  }
  return [`Write one ${PUBLISH_PLATFORM_LABELS[platform]} post of at most ${max} characters. ${AIM[platform] ?? ''}`.trim()];
}

/**
 * The brief for one platform's version of a piece ("Prepare for social" with a model): the network, its
 * limit as it counts, plain text only, the facts kept, hashtags at the end.
 */
export function platformPrompt(brief: PlatformBrief, piece: string): string {
  const { platform } = brief;
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const most = PLATFORM_TAGS[platform].max;
  const tags = brief.hashtags.length > 0 ? ` Use these, or better ones from the piece: ${brief.hashtags.join(' ')}.` : '';
  return [
    `Rewrite the piece below for ${label}, as its author would post it there: in the way people write on ${label}, opening with what makes a reader stop.`,
    ...shapeOf(brief),
    'Plain text only: no Markdown. No # before a heading, no ** or _ around words, no backticks, no [text](url) links, no tables. A heading is a line of its own; a list item is a line starting with "• " or a number; a link is written "text (url)" or as the URL alone.',
    'Keep the piece’s facts, names, numbers and links as they are, and add no facts of your own.',
    `End with at most ${most} hashtags, after a blank line.${tags}`,
    'Answer with the text for the platform only.',
    '',
    '--- PIECE ---',
    piece,
  ].join('\n');
}

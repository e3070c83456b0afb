import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * A platform's own text in its box ("Prepare for social", and a planned post's Edit text on its page):
 * its labels, counter, checks and thread controls, character for character.
 */
export const BOX_MESSAGES = {
  prepareAgain: 'Prepare again',
  preparingAgain: 'Preparing again…',
  textLabel: (platform: PublishPlatform) => `${PUBLISH_PLATFORM_LABELS[platform]} text`,
  threadPostLabel: (n: number, total: number) => `Post ${n} of ${total}`,
  addPost: 'Add a post',
  removePost: (n: number) => `Remove post ${n}`,
  /** A counter: the length as the platform counts it, of its limit. */
  counter: (length: number, max: number) => `${numberFormat.format(length)} of ${numberFormat.format(max)}`,
  counterLoading: 'Counting…',
  /** What the polite live region says once typing pauses. */
  counterSaid: (what: string, length: number, max: number) =>
    length > max
      ? `${what}: ${numberFormat.format(length)} of ${numberFormat.format(max)} characters, ${numberFormat.format(length - max)} over the limit.`
      : `${what}: ${numberFormat.format(length)} of ${numberFormat.format(max)} characters.`,
  hashtags: 'Hashtags:',
  noHashtags: 'No hashtags.',
  youtubeTitle: 'Title (the first line):',
  youtubeTitleCut: (max: number) => `YouTube keeps the first ${max} characters of the title.`,
  empty: (what: string) => `${what} is empty: write something or remove it.`,
  textOver: (label: string, over: number, threads: boolean) =>
    `${numberFormat.format(over)} over the limit: ${label} will refuse this text. ${threads ? 'Shorten it, or add a post to make it a thread.' : 'Shorten it to publish there.'}`,
  threadPostOver: (n: number, total: number, over: number) =>
    `Post ${n} of ${total} is ${numberFormat.format(over)} over the limit: Twitter/X will refuse it. Shorten it, or move some of it to another post.`,
  /** Under a text that still holds fill-in slots (docs/product/posts.md#fill-in-slots); a draft post may keep them. */
  slotsInText: (n: number) => `${n} ${n === 1 ? 'slot' : 'slots'} to fill in this text (marked in square brackets).`,
} as const;

import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';

const numberFormat = new Intl.NumberFormat('en-US');

/** "Prepare for social" (issue 26, item 3): its texts, character for character. */
export const PREPARE_MESSAGES = {
  button: 'Prepare for social',
  /** Beside the button it keeps off while the editor has unsaved changes. */
  saveFirst: 'Save your changes first: the texts are made from the saved version.',
  title: 'Prepare for social',
  chooseDescription: (piece: string, topic: string) =>
    topic ? `Each network gets its own text, made from the saved version of your ${piece} “${topic}”.` : `Each network gets its own text, made from the saved version of your ${piece}.`,
  editDescription: 'Edit each text as you like: each platform gets exactly what its box shows.',
  accountsLoading: 'Loading your connected accounts',
  accountsFailed: 'Your connected accounts could not be loaded.',
  tryAgain: 'Try again',
  noAccounts: 'No account is connected yet. ',
  connectLink: 'Connect one on Social Accounts',
  noAccountsAfter: ', then prepare your texts here.',
  xMode: 'Twitter/X',
  xThread: 'A numbered thread',
  xThreadHint: 'The whole text, split into posts of up to 280 characters.',
  xSingle: 'One shortened post',
  xSingleHint: 'The main point, shortened to fit in 280 characters.',
  prepare: 'Prepare',
  preparing: 'Preparing…',
  prepareFailed: 'The texts could not be prepared. Please try again.',
  noPlatform: 'Please select at least one platform to publish to',
  back: 'Back to platforms',
  prepareAgain: 'Prepare again',
  preparingAgain: 'Preparing again…',
  /** A live announcement once a box was made again. */
  preparedAgain: (platform: PublishPlatform) => `${PUBLISH_PLATFORM_LABELS[platform]} text prepared again.`,
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
  saveDraft: 'Save as draft post',
  savingDraft: 'Saving…',
  /** Before the reasons a box would be refused, beside the buttons it keeps off. */
  blocked: 'Publish is off.',
  uploading: 'Publish waits for the upload to finish.',
  /** Under a text that still holds fill-in slots (docs/product/posts.md#fill-in-slots); a draft post may keep them. */
  slotsInText: (n: number) => `${n} ${n === 1 ? 'slot' : 'slots'} to fill in this text (marked in square brackets).`,
  failed: 'The post could not be made. Please try again.',
  /** A 422 PostRefusal: nothing was made, and each platform's reason is shown beside its box. */
  refused: 'Nothing was sent: each platform’s reason is beside its text.',
  cancel: 'Cancel',
} as const;

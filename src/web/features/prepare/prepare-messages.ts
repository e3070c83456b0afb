import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';

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
  /** A live announcement once a box was made again. */
  preparedAgain: (platform: PublishPlatform) => `${PUBLISH_PLATFORM_LABELS[platform]} text prepared again.`,
  saveDraft: 'Save as draft post',
  savingDraft: 'Saving…',
  /** Before the reasons a box would be refused, beside the buttons it keeps off. */
  blocked: 'Publish is off.',
  uploading: 'Publish waits for the upload to finish.',
  failed: 'The post could not be made. Please try again.',
  /** A 422 PostRefusal: nothing was made, and each platform's reason is shown beside its box. */
  refused: 'Nothing was sent: each platform’s reason is beside its text.',
  cancel: 'Cancel',
} as const;

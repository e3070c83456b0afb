import { CONTENT_TYPE_LABELS, HISTORY_TYPE_LABELS, type ContentType, type HistoryType } from '../../../contract/content';

const noun = (type: ContentType, count: number) => `${CONTENT_TYPE_LABELS[type].toLowerCase()}${count === 1 ? '' : 's'}`;

/** What the versions routes say to a creator, written once (docs/conventions.md#naming-and-files). */
export const VERSIONS_MESSAGES = {
  noSuchVersion: (n: string) => `This piece has no version ${n}.`,
  notThisPiecesHumanized: 'The humanized text you chose was not made from this piece. Humanize this piece, then use that version.',
  /** Regenerate: pieces not written from a request of their own. */
  notRegenerable: (type: HistoryType) =>
    type === 'summarizer'
      ? 'Only generated drafts can be written again: a summary is made from the text, page or file you gave, which Inkwell does not keep. Summarize it again instead.'
      : `Only generated drafts can be written again: a ${HISTORY_TYPE_LABELS[type].toLowerCase()} version is a rewrite of another piece. Humanize that piece again instead.`,
  unreadableRequest:
    'This piece was made from a request Inkwell can no longer read, so it cannot be written again. Make a new one from the generator instead.',
  /** The offline writer ran out of other wording for a request. */
  noOtherWording: 'Inkwell’s built-in writer has no other wording for this request. Edit the text yourself, or make a new piece with another topic or tone.',
  /** A model wrote the same text again, even when told not to. */
  sameTextAgain: 'The AI model wrote the same text again. Nothing was counted; please try again.',
  /** Variations: which part of which kind can be varied. */
  variationsWholeOnlySocial: (type: HistoryType) =>
    type === 'video_script'
      ? 'Variations of a whole video script are not offered. Ask for variations of its hook instead.'
      : type === 'blog_post' || type === 'newsletter'
        ? `Variations are for social posts and video script hooks. A ${HISTORY_TYPE_LABELS[type].toLowerCase()} can be written again with Regenerate instead.`
        : 'Variations are for social posts and video script hooks.',
  variationsHookOnlyVideo: (type: HistoryType) =>
    type === 'social_media'
      ? 'Only video scripts have a hook to vary. Ask for variations of the whole post instead.'
      : `Only video scripts have a hook to vary; this piece is a ${HISTORY_TYPE_LABELS[type].toLowerCase()}.`,
  /** Variations need `count` units of the kind's monthly counter and fewer are left (but some are). */
  notEnoughLeft: (type: ContentType, count: number, left: number) =>
    left >= 2
      ? `${count} variations count as ${count} ${noun(type, count)}, and your plan has ${left} left this month. Ask for ${left}, or upgrade your plan for more.`
      : `Variations count as at least 2 ${noun(type, 2)}, and your plan has ${left} left this month. Upgrade your plan for more.`,
} as const;

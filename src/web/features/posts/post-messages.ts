/** The post page's texts (docs/product/screens.md#post), written once. */
export const POST_MESSAGES = {
  notFound: 'There is no post here, or it belongs to another account.',
  loadFailed: 'Failed to load the post. Please try again.',
  following: 'Publishing now: this page updates by itself.',
  waiting: 'Scheduled: this page updates by itself when its time comes.',
  notMeasuredYet: 'Not measured yet',
  demoNotMeasured: 'Numbers are not measured for demo posts.',
  demoRecorded: (platform: string) => `Recorded in Inkwell; nothing was sent to ${platform}.`,
  noReason: (platform: string) => `${platform} did not take the post.`,
  reconnectThenRetry: (platform: string) => `Reconnect ${platform}, then press Retry.`,
  retryFailed: 'Retry failed. Please try again.',
  unknownOutcome: (platform: string) => `We could not tell whether ${platform} published this post. Check your ${platform} account, then tell us.`,
  isOnPlatform: (platform: string) => `It is on ${platform}`,
  isNotOnPlatform: 'It is not: publish again',
  resolveFailed: 'Your answer was not saved. Please try again.',
  deleteTitle: 'Delete this post?',
  deleteDescription:
    'Platforms still waiting are cancelled and the post leaves Inkwell. What is already published stays on its platforms: Inkwell does not delete posts there.',
  deleteFailed: 'The post was not deleted. Please try again.',
  deleted: 'Post deleted',
  timeHeading: 'When',
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  queueTimes: 'Scheduled, each platform at its own time:',
  draftNoTime: 'A draft: it is not published until you give it a time.',
  changeTime: 'Change time',
  scheduleIt: 'Schedule it',
  saveTime: 'Save time',
  savingTime: 'Saving…',
  cancelChange: 'Cancel',
  makeDraft: 'Make it a draft',
  makingDraft: 'Making it a draft…',
  timeChanged: (when: string) => `Moved: it now goes out ${when}.`,
  madeDraft: 'It is a draft again: it will not be published until you give it a time.',
  timeFailed: 'The time was not changed. Please try again.',
  /** Under the platform: when it went out, is due, or was due. */
  publishedAt: (when: string) => `Published ${when}`,
  dueAt: (when: string) => `Scheduled for ${when}`,
  wasDue: (when: string) => `Was due ${when}`,
  /** The zone the time was chosen in, when the creator has moved since. */
  chosenAs: (time: string, zone: string) => `chosen as ${time} in ${zone}`,
  late: (duration: string) => `Published ${duration} after its time`,
  lateWhy: 'Inkwell could not publish it at its time.',
  missed: (platform: string) => `Inkwell could not publish this on ${platform} at its time; it was not published. Publish it now or schedule it again.`,
  publishNow: 'Publish now',
  publishingNow: 'Publishing…',
  reconnectBefore: (platform: string, when: string) =>
    `${platform} needs reconnecting: this post will not go out ${when} unless you reconnect it before then.`,
  reconnectLink: 'Reconnect on Social Accounts',
  /** Edit text (docs/product/posts.md#changing-a-post): a planned post's texts. */
  editText: 'Edit text',
  editHeading: 'Edit the text',
  postTextLabel: 'Post text',
  postTextEmpty: 'The post text is empty: write something.',
  /** Which platforms publish the post's own text. */
  postTextFor: (platforms: string) => `Goes to ${platforms}.`,
  postTextForNone: 'Every platform has its own text below; this one is kept with the post.',
  ownTextsHeading: 'Each platform’s own text',
  goesAsThread: (max: number) => `Twitter/X: goes out as a numbered thread (1/n, 2/n, …), each post within ${max} characters.`,
  slotsHelpDraft: 'A draft may keep them; the post cannot be published or scheduled until they are filled.',
  slotsHelpScheduled: 'This post has a time: fill in every slot before saving, or make it a draft first.',
  saveText: 'Save text',
  savingText: 'Saving…',
  cancelEdit: 'Cancel',
  blocked: 'Save is off.',
  textSaved: 'Text saved.',
  nothingChanged: 'Nothing was changed.',
  textFailed: 'The text was not saved. Please try again.',
} as const;

/** "45 min", "2 h", "2 h 5 min": how late a post went out. */
export function lateDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

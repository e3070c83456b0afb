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
} as const;

import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';

/** Platforms' names as a sentence lists them: "X", "X and LinkedIn", "X, LinkedIn and Facebook". */
export function platformList(platforms: readonly PublishPlatform[]): string {
  const labels = platforms.map((p) => PUBLISH_PLATFORM_LABELS[p]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** What the posts API and the publish job say to a creator, written once (docs/conventions.md#naming-and-files). */
export const POST_MESSAGES = {
  notFound: 'This post does not exist',
  noText: 'No content to publish',
  threadPartsNeedX: 'thread_parts is for X: add X to the platforms, or leave thread_parts out.',
  /** The same words as the support form's and the old publish route's. */
  contentNotFound: 'content_id: no such item in your history',
  mediaNotFound: (id: string) => `media_ids: ${id} is not one of your uploads`,
  scheduledPast: 'The scheduled time has passed: choose a time from now on.',
  scheduledTooFar: 'A post can be scheduled at most a year ahead: choose an earlier time.',
  notEditable: 'This post can no longer be changed: it has started publishing. Only a draft or a scheduled post can be changed.',
  publishingNow: 'It is being published right now; try again in a minute.',
  deleted: 'Deleted.',
  deletedKept: (platforms: readonly PublishPlatform[]) =>
    `Deleted. Your ${platforms.length === 1 ? 'post' : 'posts'} on ${platformList(platforms)} ${platforms.length === 1 ? 'stays' : 'stay'} there: Inkwell does not delete them on the platforms.`,
  nothingToRetry: 'Nothing to retry: no platform of this post failed or needs reconnecting.',
  reconnectBeforeRetry: (platforms: readonly PublishPlatform[]) =>
    `Reconnect your ${platformList(platforms)} ${platforms.length === 1 ? 'account' : 'accounts'} on the Social Accounts page first, then try again.`,
  targetNotFound: 'This post is not going to that platform.',
  notUnknown: (platform: PublishPlatform) => `Inkwell knows what became of this post on ${PUBLISH_PLATFORM_LABELS[platform]}: there is nothing to tell it.`,
  connectFirst: (platform: PublishPlatform) => `Connect your ${PUBLISH_PLATFORM_LABELS[platform]} account first.`,
  reconnect: (platform: PublishPlatform) => `Reconnect your ${PUBLISH_PLATFORM_LABELS[platform]} account to publish there.`,
  unknownOutcome: (platform: PublishPlatform) => {
    const label = PUBLISH_PLATFORM_LABELS[platform];
    return `We could not tell whether ${label} published this post. Check your ${label} account, then tell us.`;
  },
  /** A scheduled target whose first try came more than SCHEDULE_LATE_LIMIT_HOURS after its time. */
  missed: (late: string) => `Inkwell could not publish this at its time (${late} late); it was not published. Publish it now or schedule it again.`,
  /** PATCH /api/posts/{id}/targets/{target_id} on a target that has started, is done or is a draft. */
  notMovable: (platform: PublishPlatform) =>
    `This post can no longer be moved on ${PUBLISH_PLATFORM_LABELS[platform]}: only a scheduled post (or a missed one) can be given another time.`,
  mediaGone: 'An attached file is no longer available: attach it again, then publish once more.',
  failedUnexpectedly: (platform: PublishPlatform) => `Publishing to ${PUBLISH_PLATFORM_LABELS[platform]} failed. Please try again.`,
} as const;

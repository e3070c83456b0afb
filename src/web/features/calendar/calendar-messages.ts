import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';

/** The calendar's words, written once. */
export const CALENDAR_MESSAGES = {
  title: 'Calendar',
  zone: (zone: string) => `Times in ${zone}`,
  changeZone: 'Change',
  queueTimes: 'Queue times',
  newPost: 'New post',
  loading: 'Loading your posts',
  loadFailed: 'Your posts could not be loaded.',
  updating: 'Loading this range',
  tooMany: (limit: number) => `Showing the first ${limit} posts of this range.`,
  keyboardHint: 'Press M to move this scheduled post.',
  keyboardHelp: 'Keyboard: Tab to a post; Enter opens it, M moves a scheduled one. The list has a Move button on each scheduled post.',
  emptyTitle: 'Nothing scheduled yet',
  noneInRange: 'No posts this month.',
  emptyBody:
    'Choose a time on the calendar or press New post to schedule one. Set your Queue times to have posts added to your next free slot.',
  pastTime: 'Choose a time in the future: a post cannot be scheduled in the past.',
  moved: (platform: PublishPlatform, when: string) => `${PUBLISH_PLATFORM_LABELS[platform]} moved to ${when}.`,
  moveFailed: 'The post could not be moved.',
  moveLabel: (platform: PublishPlatform, words: string) => `Move ${PUBLISH_PLATFORM_LABELS[platform]}: ${words}`,
  scheduled: (when: string) => `Scheduled for ${when}.`,
  reconnectFlag: (platform: PublishPlatform) => `Reconnect ${PUBLISH_PLATFORM_LABELS[platform]}`,
  late: (minutes: number) => `${minutes} min late`,
} as const;

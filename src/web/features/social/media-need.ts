import { PUBLISH_RULES, type PublishPlatform } from '../../../contract/social';

/** What a post on the platform must carry besides its text, in a few words; null when text alone will do. */
export function mediaNeedText(platform: PublishPlatform): string | null {
  const need = PUBLISH_RULES[platform].media;
  if (need === 'video') return 'Posts need a video';
  if (need === 'image-or-video') return 'Posts need an image or video';
  return null;
}

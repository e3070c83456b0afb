import twitterText from 'twitter-text';
import type { SOCIAL_PLATFORMS } from './content';

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Each platform's post length limit (STYLE: limits live with the platform). */
export const SOCIAL_LIMITS: Record<SocialPlatform, number> = {
  twitter: 280,
  linkedin: 3000,
  instagram: 2200,
  facebook: 63206,
  tiktok: 2200,
};

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/** A post's length as the platform counts it: X weighs characters (CJK and emoji as 2, links as 23). */
export function postLength(platform: SocialPlatform, text: string): number {
  if (platform === 'twitter') return twitterText.parseTweet(text).weightedLength;
  return [...text].length;
}

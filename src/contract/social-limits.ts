import type { SOCIAL_PLATFORMS } from './content-requests';

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Each platform's post length limit (docs/conventions.md#providers: limits live with the platform). */
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

/** Whether a platform weighs characters (post-length.ts, with twitter-text) rather than counting them. */
export function isWeightedPlatform(platform: SocialPlatform): boolean {
  return platform === 'twitter';
}

/** The length of a post on a platform that counts characters (code points) as they are. */
export function plainPostLength(text: string): number {
  return [...text].length;
}

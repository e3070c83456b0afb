import {
  BLOG_TONES,
  DURATION_RANGES,
  NEWSLETTER_TONES,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  VIDEO_DURATIONS,
  VIDEO_PLATFORMS,
  VIDEO_TONES,
} from '../../../contract/content';
import { SOCIAL_PLATFORM_LABELS } from '../../../contract/social-limits';

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function toneOptions<T extends string>(tones: readonly T[]) {
  return tones.map((value) => ({ value, label: capitalize(value) }));
}

const VIDEO_PLATFORM_LABELS: Record<(typeof VIDEO_PLATFORMS)[number], string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  reels: 'Instagram Reels',
};

/** The choices of SPEC §5's options table, labelled for people; the values are the contract's. */
export const OPTIONS = {
  videoPlatforms: VIDEO_PLATFORMS.map((value) => ({ value, label: VIDEO_PLATFORM_LABELS[value] })),
  videoTones: toneOptions(VIDEO_TONES),
  durations: VIDEO_DURATIONS.map((value) => ({ value, label: DURATION_RANGES[value].label })),
  blogTones: toneOptions(BLOG_TONES),
  socialPlatforms: SOCIAL_PLATFORMS.map((value) => ({ value, label: SOCIAL_PLATFORM_LABELS[value] })),
  socialTones: toneOptions(SOCIAL_TONES),
  newsletterTones: toneOptions(NEWSLETTER_TONES),
};

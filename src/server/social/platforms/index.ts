import type { PublishPlatform } from '../../../contract/social';
import type { PlatformClientFactory } from '../port';
import { createFacebookClient } from './facebook';
import { createInstagramClient } from './instagram';
import { createLinkedInClient } from './linkedin';
import { createTikTokClient } from './tiktok';
import { createTwitterClient } from './twitter';
import { createYouTubeClient } from './youtube';

/**
 * The real platform clients, one per platform, listed explicitly (docs/conventions.md#providers). The social
 * module picks demo or real per platform by configuration; this registry only says how to build a
 * real client from its credentials.
 */
export const PLATFORM_FACTORIES: Record<PublishPlatform, PlatformClientFactory> = {
  twitter: (credentials) => createTwitterClient(credentials),
  linkedin: (credentials) => createLinkedInClient(credentials),
  facebook: (credentials) => createFacebookClient(credentials),
  instagram: (credentials) => createInstagramClient(credentials),
  tiktok: (credentials) => createTikTokClient(credentials),
  youtube: (credentials) => createYouTubeClient(credentials),
};

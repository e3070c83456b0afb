import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../contract/social';
import type { SocialConfig } from '../config';
import { DemoPlatformClient } from './demo';
import type { PlatformClientFactory, SocialPlatformClient } from './port';

export type PlatformClients = Readonly<Record<PublishPlatform, SocialPlatformClient>>;

export interface RegistryOptions {
  social: SocialConfig;
  appUrl: string;
  secretKey: string;
  /** The real platforms' clients (platforms/index.ts); tests pass their own. */
  factories: Partial<Record<PublishPlatform, PlatformClientFactory>>;
}

/**
 * One client per platform (docs/conventions.md#providers: a registry lists them all): the real platform when its
 * client id and secret are configured, else Inkwell's demo connection.
 */
export function createPlatformClients(opts: RegistryOptions): PlatformClients {
  const entries = PUBLISH_PLATFORMS.map((platform): [PublishPlatform, SocialPlatformClient] => {
    const settings = opts.social.platforms[platform];
    if (!settings) return [platform, new DemoPlatformClient({ platform, appUrl: opts.appUrl, secretKey: opts.secretKey })];
    const factory = opts.factories[platform];
    if (!factory) throw new Error(`${platform} is configured but Inkwell has no client for it`);
    return [platform, factory({ ...settings, timeoutMs: opts.social.timeoutMs })];
  });
  return Object.fromEntries(entries) as Record<PublishPlatform, SocialPlatformClient>;
}

/** Where a platform sends the creator back: exactly this, registered with the platform's app. */
export function callbackUrl(appUrl: string, platform: PublishPlatform): string {
  return `${appUrl}/api/social/oauth/${platform}/callback`;
}

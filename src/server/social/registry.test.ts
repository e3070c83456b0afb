import { describe, expect, it } from 'vitest';
import { PUBLISH_PLATFORMS } from '../../contract/social';
import { isDemoClient } from './demo';
import type { PlatformCredentials, SocialPlatformClient } from './port';
import { callbackUrl, createPlatformClients } from './registry';

const base = { appUrl: 'http://localhost:3300', secretKey: 'test-secret-key-test-secret-key-0123456789' };

describe('platform registry', () => {
  it('connects every platform in demo mode when none is configured', () => {
    const clients = createPlatformClients({ ...base, social: { timeoutMs: 15_000, platforms: {} }, factories: {} });
    expect(Object.keys(clients)).toEqual([...PUBLISH_PLATFORMS]);
    for (const platform of PUBLISH_PLATFORMS) {
      expect(isDemoClient(clients[platform])).toBe(true);
      expect(clients[platform].platform).toBe(platform);
    }
  });

  it('builds the real client of a configured platform from its credentials and the shared timeout', () => {
    const seen: PlatformCredentials[] = [];
    const real = { platform: 'linkedin', demo: false } as SocialPlatformClient;
    const clients = createPlatformClients({
      ...base,
      social: { timeoutMs: 5000, platforms: { linkedin: { clientId: 'id', clientSecret: 'secret', apiBase: 'http://127.0.0.1:3301' } } },
      factories: {
        linkedin: (credentials) => {
          seen.push(credentials);
          return real;
        },
      },
    });
    expect(clients.linkedin).toBe(real);
    expect(seen).toEqual([{ clientId: 'id', clientSecret: 'secret', apiBase: 'http://127.0.0.1:3301', timeoutMs: 5000 }]);
    expect(isDemoClient(clients.twitter)).toBe(true);
  });

  it('stops when a configured platform has no client', () => {
    expect(() =>
      createPlatformClients({ ...base, social: { timeoutMs: 1000, platforms: { tiktok: { clientId: 'k', clientSecret: 's' } } }, factories: {} }),
    ).toThrow(/tiktok is configured/);
  });

  it('gives each platform its callback URL', () => {
    expect(callbackUrl(base.appUrl, 'youtube')).toBe('http://localhost:3300/api/social/oauth/youtube/callback');
  });
});

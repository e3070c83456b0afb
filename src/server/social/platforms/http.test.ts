import { describe, expect, it } from 'vitest';
import { DemoPlatformClient } from '../demo';
import { SocialError } from '../errors';
import type { SocialPlatformClient } from '../port';
import { assertSecureUrl, parseRetryAfter, uploadTimeoutMs } from './http';
import { evenSlices, readSlices } from './media-slices';
import { PLATFORM_FACTORIES } from './index';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import { testMedia } from '../../test/social-platforms/media';

describe('platform HTTP helpers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('allows plain HTTP to loopback only', () => {
    expect(() => assertSecureUrl(new URL('https://api.x.com/2/tweets'))).not.toThrow();
    expect(() => assertSecureUrl(new URL('http://127.0.0.1:9/x'))).not.toThrow();
    expect(() => assertSecureUrl(new URL('http://localhost:9/x'))).not.toThrow();
    expect(() => assertSecureUrl(new URL('http://api.x.com/2/tweets'))).toThrow(SocialError);
    expect(() => assertSecureUrl(new URL('ftp://127.0.0.1/x'))).toThrow(SocialError);
  });

  it('gives uploads a second more per MB', () => {
    expect(uploadTimeoutMs(10_000, 0)).toBe(10_000);
    expect(uploadTimeoutMs(10_000, 50_000_000)).toBe(60_000);
  });

  it('reads media in the slices asked for, and refuses a file of another size', async () => {
    const media = testMedia({ kind: 'video', bytes: 200_003 });
    const slices: Buffer[] = [];
    for await (const slice of readSlices(media, evenSlices(media.bytes, 50_000))) slices.push(slice);
    expect(slices.map((s) => s.length)).toEqual([50_000, 50_000, 50_000, 50_000, 3]);
    expect(Buffer.concat(slices).equals(media.data)).toBe(true);
    await expect(async () => {
      for await (const _ of readSlices({ ...media, bytes: 10 }, [10])) void _;
    }).rejects.toBeInstanceOf(SocialError);
  });
});

describe('PLATFORM_FACTORIES', () => {
  it('builds a real client for every platform, each able to read a post’s numbers', () => {
    for (const platform of PUBLISH_PLATFORMS) {
      const client = PLATFORM_FACTORIES[platform]({ clientId: 'id', clientSecret: 'secret', timeoutMs: 1000 });
      expect(client).toMatchObject({ platform, demo: false });
      expect(Object.keys(client)).toContain('metrics');
    }
  });

  it('gives the demo connection no numbers to read: its posts never reach a platform', () => {
    for (const platform of PUBLISH_PLATFORMS) {
      const demo: SocialPlatformClient = new DemoPlatformClient({ platform, appUrl: 'https://inkwell.test', secretKey: 'k'.repeat(32) });
      expect('metrics' in demo).toBe(false);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishPlatform } from '../../../contract/social';
import { publications, socialAccounts } from '../../db/schema';
import { AccountTokens } from '../../social/account-tokens';
import { classifyHttpFailure, SocialError } from '../../social/errors';
import type { PlatformTokens, PublishInput, PublishOutcome, SocialPlatformClient } from '../../social/port';
import { createPlatformClients } from '../../social/registry';
import { createTokenBox } from '../../social/token-box';
import { DiskMediaStorage } from '../../storage/disk-storage';
import { UrlSigner } from '../../storage/signed-url';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { MediaService } from './media';
import { PublishService } from './publish';
import { creator } from '../../test/social-helpers';

// The publishing service with real-platform clients of the test's own making, through the registry's
// shape: retries, refresh before publishing, reconnect marking, and one platform never stopping another.

let t: TestApp;
let tokens: AccountTokens;
beforeAll(async () => {
  t = await buildTestApp();
  tokens = new AccountTokens({ db: t.database.db, kind: t.database.kind, box: createTokenBox(t.config.secretKey) });
});
afterAll(() => t.close());

type Publish = (input: PublishInput, call: number) => Promise<PublishOutcome>;

/** A real (not demo) platform client whose publish and refresh answer as the test says. */
function realClient(platform: PublishPlatform, publish: Publish, refresh?: (refreshToken: string) => Promise<PlatformTokens>) {
  const seen = { publishes: [] as PublishInput[], refreshes: 0 };
  const client: SocialPlatformClient = {
    platform,
    demo: false,
    authorize: () => 'http://127.0.0.1:3301/authorize',
    exchange: async () => ({ accessToken: 'unused' }),
    profile: async () => ({ externalId: 'unused', username: 'unused' }),
    refresh: async ({ refreshToken }) => {
      seen.refreshes++;
      if (!refresh) throw new Error('no refresh expected');
      return refresh(refreshToken);
    },
    publish: async (input) => {
      seen.publishes.push(input);
      return publish(input, seen.publishes.length);
    },
  };
  return { client, seen };
}

function service(clients: Partial<Record<PublishPlatform, SocialPlatformClient>>) {
  const demo = createPlatformClients({ social: { timeoutMs: 1000, platforms: {} }, appUrl: t.config.appUrl, secretKey: t.config.secretKey, factories: {} });
  const media = new MediaService({
    db: t.database.db,
    storage: new DiskMediaStorage(mkdtempSync(join(tmpdir(), 'inkwell-publish-media-'))),
    signer: new UrlSigner(t.config.secretKey),
    appUrl: t.config.appUrl,
    maxUploadBytes: 10 * 1024 * 1024,
  });
  return new PublishService({
    db: t.database.db,
    clients: { ...demo, ...clients },
    tokens,
    media,
    log: t.app.log,
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 50 },
  });
}

async function connectReal(userId: string, platform: PublishPlatform, opts: { expiresInMs?: number } = {}) {
  const sealed = tokens.seal(
    { userId, platform },
    { accessToken: `${platform}-access-1`, refreshToken: `${platform}-refresh-1`, expiresAt: new Date(Date.now() + (opts.expiresInMs ?? 3600_000)) },
  );
  await t.database.db
    .insert(socialAccounts)
    .values({ id: randomUUID(), userId, platform, externalId: `${platform}-id`, username: 'maya_lee', demoMode: false, ...sealed });
}

const statusOf = async (userId: string, platform: PublishPlatform) =>
  (await t.database.db.select().from(socialAccounts).where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, platform))))[0]!.status;

const request = (platforms: PublishPlatform[]) => ({ content: 'Hello there', platforms, content_type: 'post' as const, media_ids: [], thread: false });

describe('PublishService with real platforms', () => {
  it('retries a rate limit or a 5xx, then succeeds', async () => {
    const user = await creator(t);
    await connectReal(user.id, 'twitter');
    const x = realClient('twitter', async (_input, call) => {
      if (call === 1) throw classifyHttpFailure({ status: 429, retryAfterSeconds: 0 });
      if (call === 2) throw classifyHttpFailure({ status: 503 });
      return { externalId: '1800', url: 'https://x.com/maya_lee/status/1800' };
    });
    const res = await service({ twitter: x.client }).publish(user.id, request(['twitter']));
    expect(res.results).toEqual([{ platform: 'twitter', success: true, url: 'https://x.com/maya_lee/status/1800', demo_mode: false }]);
    expect(x.seen.publishes).toHaveLength(3);
    expect(x.seen.publishes[0]).toMatchObject({ text: 'Hello there', tokens: { accessToken: 'twitter-access-1' }, profile: { externalId: 'twitter-id' } });
    const [row] = await t.database.db.select().from(publications).where(eq(publications.userId, user.id));
    expect(row).toMatchObject({ status: 'published', externalId: '1800', url: 'https://x.com/maya_lee/status/1800', demoMode: false });
  });

  it('reports a failure that keeps coming back, and one that asks to wait too long, without more tries', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectReal(user.id, 'twitter');
    await connectReal(user.id, 'linkedin');
    const x = realClient('twitter', async () => {
      throw classifyHttpFailure({ status: 502 });
    });
    const li = realClient('linkedin', async () => {
      throw classifyHttpFailure({ status: 429, retryAfterSeconds: 3600 });
    });
    const res = await service({ twitter: x.client, linkedin: li.client }).publish(user.id, request(['twitter', 'linkedin']));
    expect(res.results.map((r) => r.error)).toEqual([
      'The platform did not answer. Try again in a few minutes.',
      'The platform is rate limiting posts right now. Try again in a few minutes.',
    ]);
    expect(x.seen.publishes).toHaveLength(3);
    expect(li.seen.publishes).toHaveLength(1);
  });

  it('marks the account "reconnect" when the platform revoked the access, and stops publishing there', async () => {
    const user = await creator(t);
    await connectReal(user.id, 'facebook');
    const fb = realClient('facebook', async () => {
      throw classifyHttpFailure({ status: 401 });
    });
    const publisher = service({ facebook: fb.client });
    const first = await publisher.publish(user.id, request(['facebook']));
    expect(first.results[0]).toMatchObject({ success: false, error: 'The platform no longer accepts Inkwell’s access to this account. Reconnect it and try again.' });
    expect(await statusOf(user.id, 'facebook')).toBe('reconnect');
    const second = await publisher.publish(user.id, request(['facebook']));
    expect(second.results[0]!.error).toBe('Reconnect your Facebook account to publish there.');
    expect(fb.seen.publishes).toHaveLength(1);
  });

  it('refreshes tokens about to expire before publishing; a network error there is retried, not "reconnect"', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectReal(user.id, 'twitter', { expiresInMs: 30_000 });
    const x = realClient(
      'twitter',
      async (input) => ({ externalId: '1900', url: `https://x.com/maya_lee/status/1900?with=${input.tokens.accessToken}` }),
      async (refreshToken) => {
        if (x.seen.refreshes === 1) throw new TypeError('fetch failed');
        expect(refreshToken).toBe('twitter-refresh-1');
        return { accessToken: 'twitter-access-2', expiresAt: new Date(Date.now() + 3600_000) };
      },
    );
    const res = await service({ twitter: x.client }).publish(user.id, request(['twitter']));
    expect(res.results[0]).toMatchObject({ success: true, url: 'https://x.com/maya_lee/status/1900?with=twitter-access-2' });
    expect(x.seen.refreshes).toBe(2);
    expect(x.seen.publishes).toHaveLength(1);
    expect(await statusOf(user.id, 'twitter')).toBe('connected');

    // A rule the post breaks is found before any call to the platform, refresh included.
    await connectReal(user.id, 'youtube', { expiresInMs: 30_000 });
    const yt = realClient('youtube', async () => ({ externalId: 'v', url: null }));
    const refused = await service({ youtube: yt.client }).publish(user.id, request(['youtube']));
    expect(refused.results[0]!.error).toBe('YouTube needs a video: attach one to publish there.');
    expect(yt.seen).toEqual({ publishes: [], refreshes: 0 });
  });

  it('never lets one platform stop the others, even with an unexpected error', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectReal(user.id, 'twitter');
    await connectReal(user.id, 'linkedin');
    const broken = realClient('twitter', async () => {
      throw new RangeError('a bug in a client');
    });
    const li = realClient('linkedin', async () => ({ externalId: 'urn:li:share:1', url: 'https://www.linkedin.com/feed/update/urn:li:share:1' }));
    const res = await service({ twitter: broken.client, linkedin: li.client }).publish(user.id, request(['twitter', 'linkedin']));
    expect(res).toMatchObject({ successful_publications: 1, total_platforms: 2 });
    expect(res.results[0]).toEqual({ platform: 'twitter', success: false, error: 'Publishing to Twitter/X failed. Please try again.', demo_mode: false });
    expect(res.results[1]).toMatchObject({ platform: 'linkedin', success: true });
  });

  it('says "reconnect" for a demo connection once the platform is configured for real', async () => {
    const user = await creator(t);
    await connectReal(user.id, 'instagram');
    await t.database.db.update(socialAccounts).set({ demoMode: true }).where(eq(socialAccounts.userId, user.id));
    const ig = realClient('instagram', async () => {
      throw new SocialError('invalid', 'unreachable');
    });
    const res = await service({ instagram: ig.client }).publish(user.id, request(['instagram']));
    expect(res.results[0]!.error).toBe('Reconnect your Instagram account to publish there.');
    expect(ig.seen.publishes).toHaveLength(0);
  });
});

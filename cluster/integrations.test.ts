import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../src/contract/posts';
import { pngBytes } from '../src/server/test/social-helpers';
import { startLocalX } from '../src/server/test/social-platforms/local-x';
import { startOAuthServer } from '../src/server/test/social-platforms/oauth-server';
import { startReceiver, verifyStandardWebhook } from '../src/server/test/webhooks/receiver';
import { startCluster, type Cluster } from './harness/cluster';
import { bodyOf, call, landOn, setTier, signUp, type Creator } from './harness/through-nginx';

// Issue 29, part 4: what reaches outside services, through nginx in front of three instances. An OAuth
// connection started on one instance and finished on another (its state in PostgreSQL, its cookie in the
// browser, its callback at APP_URL: nginx); media uploaded through each instance into the S3 bucket and
// published to X from whichever instance's job took it; webhook events delivered exactly once.

const FILES = 3;

describe('OAuth, media and webhooks across three instances behind nginx', () => {
  let cluster: Cluster;
  let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
  let x: Awaited<ReturnType<typeof startLocalX>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let creator: Creator;

  beforeAll(async () => {
    [oauth, x, receiver] = await Promise.all([startOAuthServer(), startLocalX(), startReceiver()]);
    // Each token its own: the mock server signs two alike in the same second, and a connection may be made again.
    oauth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => void (token.payload.jti = randomUUID()));
    cluster = await startCluster({
      env: {
        TWITTER_CLIENT_ID: 'inkwell-cluster',
        TWITTER_CLIENT_SECRET: 'inkwell-cluster-secret',
        TWITTER_AUTH_URL: oauth.authUrl,
        TWITTER_TOKEN_URL: oauth.tokenUrl,
        TWITTER_API_BASE: x.url,
        // The guarded connector that sends webhooks reaches no private address but these.
        FETCH_ALLOW_HOSTS: receiver.host,
      },
    });
    ({ creator } = await signUp(cluster));
    // Webhooks are an Enterprise feature; set before the creator's first authenticated call.
    await setTier(cluster, creator, 'enterprise');
  });
  afterAll(async () => {
    await cluster?.stop();
    await Promise.allSettled([oauth?.close(), x?.close(), receiver?.close()]);
  });

  it('connects X with the OAuth start on one instance and the callback on another', async () => {
    const page = { referer: `${cluster.url}/social-accounts` };
    const tries: string[] = [];
    // The callback cannot be sent twice (its code and state are spent): a connection whose callback came
    // back to the instance that started it is done again, until nginx hands the callback to another.
    for (let attempt = 0; attempt < 10; attempt++) {
      const start = await call(cluster, '/api/social/oauth/twitter', { auth: creator.auth, headers: page });
      expect(start.status, await bodyOf(start)).toBe(200);
      const startedOn = cluster.instanceOf(start);
      const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      expect(cookie).not.toBe('');
      const { authorization_url } = (await start.json()) as { authorization_url: string };

      // The consent page sends the browser back to APP_URL, which is nginx.
      const consent = await fetch(authorization_url, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(`${cluster.url}/api/social/oauth/twitter/callback`);
      const callback = await fetch(back, { redirect: 'manual', headers: { cookie } });
      expect(callback.status, await bodyOf(callback)).toBe(302);
      const landing = new URL(callback.headers.get('location') ?? '', cluster.url);
      expect(landing.searchParams.get('oauth_success'), landing.toString()).toBe('true');
      const finishedOn = cluster.instanceOf(callback);
      tries.push(`${startedOn}→${finishedOn}`);
      if (finishedOn >= 0 && finishedOn !== startedOn) break;
    }
    const [startedOn, finishedOn] = tries.at(-1)!.split('→').map(Number);
    expect(finishedOn, `start → callback instances: ${tries.join(', ')}`).not.toBe(startedOn);

    // Connected, as every instance sees it.
    await landOn(cluster, (i) => i !== finishedOn, () => call(cluster, '/api/social/accounts', { auth: creator.auth }), {
      each: async (res, on) => {
        expect(res.status, `accounts on instance ${on}`).toBe(200);
        const body = JSON.stringify(await res.json());
        expect(body).toContain('"twitter"');
        expect(body).toContain('inkwell_app');
      },
    });
  });

  it('publishes to X, from a job on any instance, images uploaded through each of the three', async () => {
    // One image through each instance (an upload may be repeated: one that lands on an instance already
    // used is simply not attached).
    const uploads = new Map<number, { id: string; bytes: Buffer }>();
    for (let n = 0; uploads.size < FILES; n++) {
      expect(n, `uploads landed on ${[...uploads.keys()].join(', ')} only`).toBeLessThan(30);
      const bytes = pngBytes(2_000 + n);
      bytes.fill(n + 1, 33);
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `image-${n}.png`);
      const res = await call(cluster, '/api/social/media', { method: 'POST', auth: creator.auth, body: form });
      expect(res.status, await bodyOf(res)).toBe(200);
      const instance = cluster.instanceOf(res);
      if (!uploads.has(instance)) uploads.set(instance, { id: ((await res.json()) as { id: string }).id, bytes });
    }
    // In the bucket, byte for byte (and so readable by every instance).
    for (const { id, bytes } of uploads.values()) {
      const stored = await cluster.s3.client.send(new GetObjectCommand({ Bucket: cluster.s3.bucket, Key: `${creator.id}/${id}` }));
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    }

    // Whichever instance takes the post, at least two of its images came through the others.
    const text = `Three images through three instances ${Date.now().toString(36)}`;
    const created = await call(cluster, '/api/posts', { auth: creator.auth, json: { text, platforms: ['twitter'], media_ids: [...uploads.values()].map((u) => u.id) } });
    expect(created.status, await bodyOf(created)).toBe(201);
    const postedOn = cluster.instanceOf(created);
    expect([...uploads.keys()].filter((i) => i !== postedOn).length).toBeGreaterThanOrEqual(2);
    const post = (await created.json()) as Post;

    let published: Post | undefined;
    await vi.waitFor(
      async () => {
        const res = await call(cluster, `/api/posts/${post.id}`, { auth: creator.auth });
        published = (await res.json()) as Post;
        expect(published.targets.map((target) => target.state)).toEqual(['published']);
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(published!.targets[0]!.url).toMatch(/\/status\/\d+$/);

    // X made the post once, with the three images, and received each image's bytes.
    const made = x.tweets.filter((tweet) => tweet.text.startsWith(text));
    expect(made).toHaveLength(1);
    const sentImages = await Promise.all(
      x.calls('POST /2/media/upload').map(async (req) => Buffer.from(await ((await req.formData()).get('media') as Blob).arrayBuffer())),
    );
    expect(sentImages).toHaveLength(FILES);
    for (const { bytes } of uploads.values()) expect(sentImages.filter((sent) => sent.equals(bytes))).toHaveLength(1);
    const tweetCall = x.calls('POST /2/tweets').filter((req) => (req.json() as { text: string }).text === text);
    expect(tweetCall).toHaveLength(1);
    expect((tweetCall[0]!.json() as { media: { media_ids: string[] } }).media.media_ids).toHaveLength(FILES);
  });

  it('delivers a webhook event exactly once, whichever instance queued and sent it', async () => {
    const hook = await call(cluster, '/api/webhooks', { auth: creator.auth, json: { url: `${receiver.url}/cluster`, events: ['content.created'] } });
    expect(hook.status, await bodyOf(hook)).toBe(201);
    const { secret } = (await hook.json()) as { secret: string };

    const generated = await call(cluster, '/api/content/social-media', { auth: creator.auth, json: { topic: 'Tide pools at dawn', platform: 'twitter' } });
    expect(generated.status, await bodyOf(generated)).toBe(200);
    const { id: contentId } = (await generated.json()) as { id: string };

    // Delivered: the row's final state, and no job of it left to run on any instance.
    const [delivery] = await vi.waitFor(
      async () => {
        const rows = await cluster.database.query<{ id: string; event_id: string; status: string; attempts: number }>(
          `select id, event_id, status, attempts from webhook_deliveries where user_id = $1 and event = 'content.created'`,
          [creator.id],
        );
        expect(rows.map((row) => row.status)).toEqual(['succeeded']);
        const jobs = await cluster.database.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'webhook-delivery' and data->>'deliveryId' = $1 and state in ('created', 'retry', 'active')`,
          [rows[0]!.id],
        );
        expect(jobs[0]!.n).toBe(0);
        return rows;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(delivery!.attempts).toBe(1);

    const got = receiver.received.filter((received) => received.path === '/hooks/inkwell/cluster');
    expect(got).toHaveLength(1);
    expect(got[0]!.headers['webhook-id']).toBe(delivery!.event_id);
    expect(verifyStandardWebhook(secret, got[0]!)).toBe(true);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'content.created', data: { id: contentId } });
  });
});

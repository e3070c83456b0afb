import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../../contract/posts';
import { socialAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';
import { startReceiver, verifyStandardWebhook } from '../../test/webhooks/receiver';

// post.scheduled, post.published and post.failed (Enterprise) delivered, signed, to an endpoint, from the
// real routes and the app's own job layer.

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: receiver.host, JOB_POLL_SECONDS: '0.5' } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

interface PostEventData {
  post_id: string;
  state: string;
  targets: Array<{ platform: string; state: string; scheduled_at: string | null; published_at: string | null; url: string | null; error: string | null }>;
}

const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const soon = () => new Date(Date.now() + 2_000).toISOString();

/** The post.* events the endpoint received about a post, in the order sent. */
const received = (postId: string) =>
  receiver.received
    .filter((hook) => hook.path === '/hooks/inkwell/posts')
    .map((hook) => ({ hook, body: JSON.parse(hook.body) as { type: string; data: PostEventData } }))
    .filter(({ body }) => body.data.post_id === postId);

describe('post.* webhooks', () => {
  it('post.scheduled when scheduled or moved, post.published once it went out, post.failed when none did', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    await connectDemo(t.app, user.auth, 'linkedin');
    await connectDemo(t.app, user.auth, 'twitter');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: user.auth,
      payload: { url: `${receiver.url}/posts`, events: ['post.scheduled', 'post.published', 'post.failed'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const { secret } = hook.json<{ secret: string }>();

    const good = (await create(user.auth, { text: 'Goes out', platforms: ['linkedin'], scheduled_at: soon() })).json<Post>();
    await vi.waitFor(() => expect(received(good.id).map((e) => e.body.type)).toEqual(['post.scheduled', 'post.published']), { timeout: 30_000, interval: 200 });
    const [scheduled, published] = received(good.id);
    expect(scheduled!.body.data).toMatchObject({ state: 'scheduled', targets: [{ platform: 'linkedin', state: 'scheduled', published_at: null, url: null, error: null }] });
    expect(published!.body.data).toMatchObject({ state: 'published', targets: [{ platform: 'linkedin', state: 'published', error: null }] });
    expect(published!.body.data.targets[0]!.url).toMatch(/\/publications\//);
    expect(Date.parse(published!.body.data.targets[0]!.published_at!)).toBeGreaterThan(0);
    expect(received(good.id).every(({ hook: h }) => verifyStandardWebhook(secret, h))).toBe(true);

    // X's account must be reconnected when its time comes: nothing went out.
    const bad = (await create(user.auth, { text: 'Does not go out', platforms: ['twitter'], scheduled_at: new Date(Date.now() + 60 * 60_000).toISOString() })).json<Post>();
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.platform, 'twitter'));
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/posts/${bad.id}/targets/${bad.targets[0]!.id}`, headers: user.auth, payload: { scheduled_at: soon() } });
    expect(moved.statusCode, moved.body).toBe(200);
    await vi.waitFor(() => expect(received(bad.id).map((e) => e.body.type)).toEqual(['post.scheduled', 'post.scheduled', 'post.failed']), {
      timeout: 30_000,
      interval: 200,
    });
    expect(received(bad.id)[2]!.body.data).toMatchObject({
      state: 'needs_attention',
      targets: [{ platform: 'twitter', state: 'needs_reconnect', url: null, error: 'Reconnect your Twitter/X account to publish there.' }],
    });
  });

  it('sends nothing to a creator not on Enterprise', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'linkedin');
    const made = (await create(user.auth, { text: 'Quietly', platforms: ['linkedin'], scheduled_at: soon() })).json<Post>();
    await vi.waitFor(async () => expect((await t.app.inject({ url: `/api/posts/${made.id}`, headers: user.auth })).json<Post>().state).toBe('published'), {
      timeout: 30_000,
      interval: 200,
    });
    await t.app.webhooks.settled();
    expect(received(made.id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import { socialAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator } from '../../test/social-helpers';

// A post scheduled while its account must be reconnected waits as `needs_reconnect`; connecting the
// account again puts it back on schedule, so it goes out at its time without being moved.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOBS: 'off' } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('scheduled posts waiting for an account', () => {
  it('are scheduled again, at the same time, when the account is connected again', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'linkedin');
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: user.auth,
      payload: { text: 'Live at noon', platforms: ['linkedin'], scheduled_at: new Date(Date.now() + 5 * HOUR).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<Post>();
    expect(post.targets[0]!.state).toBe('needs_reconnect');

    await connectDemo(t.app, user.auth, 'linkedin');
    const after = (await t.app.inject({ url: `/api/posts/${post.id}`, headers: user.auth })).json<Post>();
    expect(after.targets[0]).toMatchObject({ state: 'scheduled', error: null, scheduled_at: post.targets[0]!.scheduled_at });
  });

  it('leaves other creators’ and other platforms’ targets as they are', async () => {
    const [one, other] = [await creator(t, { tier: 'pro' }), await creator(t, { tier: 'pro' })];
    for (const user of [one, other]) {
      await connectDemo(t.app, user.auth, 'twitter');
      await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    }
    const scheduleFor = async (auth: typeof one.auth) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: auth,
          payload: { text: 'Thread tomorrow', platforms: ['twitter'], scheduled_at: new Date(Date.now() + 20 * HOUR).toISOString() },
        })
      ).json<Post>();
    const [mine, theirs] = [await scheduleFor(one.auth), await scheduleFor(other.auth)];
    await connectDemo(t.app, one.auth, 'linkedin');
    await connectDemo(t.app, one.auth, 'twitter');
    const read = async (post: Post, auth: typeof one.auth) => (await t.app.inject({ url: `/api/posts/${post.id}`, headers: auth })).json<Post>().targets[0]!.state;
    expect(await read(mine, one.auth)).toBe('scheduled');
    expect(await read(theirs, other.auth)).toBe('needs_reconnect');
  });
});

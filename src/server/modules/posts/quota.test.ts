import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import { posts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

// A post that becomes scheduled takes one unit of the month's social posts (docs/product/scheduling.md#plans),
// given back when it is cancelled before any of it ran; publishing now and drafts take none.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOBS: 'off' } });
});
afterAll(() => t.close());

const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const patch = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers: auth, payload });
const socialPosts = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: { social_posts: number } }>().usage_counts.social_posts;
const postCount = async (auth: Auth) => (await t.app.inject({ url: '/api/posts', headers: auth })).json<{ posts: Post[] }>().posts.length;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const quotaPeriod = async (id: string) => (await t.database.db.select({ p: posts.quotaPeriod }).from(posts).where(eq(posts.id, id)))[0]?.p;
const thisMonth = () => new Date().toISOString().slice(0, 7);

async function made(auth: Auth, payload: object): Promise<Post> {
  const res = await create(auth, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}

describe('the social-post quota of scheduled posts', () => {
  it('takes one unit when a post is scheduled, none for publishing now or a draft, and none for moving it', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'linkedin');
    await connectDemo(t.app, user.auth, 'twitter');
    await made(user.auth, { text: 'Now', platforms: ['linkedin'] });
    const draft = await made(user.auth, { text: 'Later, maybe', platforms: ['linkedin'], draft: true });
    expect(await socialPosts(user.auth)).toBe(0);
    expect(await quotaPeriod(draft.id)).toBeNull();

    // One unit per post, whatever its number of platforms.
    const scheduled = await made(user.auth, { text: 'At nine', platforms: ['linkedin', 'twitter'], scheduled_at: inHours(2) });
    expect(await socialPosts(user.auth)).toBe(1);
    expect(await quotaPeriod(scheduled.id)).toBe(thisMonth());

    // Moved, whole or one platform, it takes nothing more.
    expect((await patch(user.auth, scheduled.id, { scheduled_at: inHours(3) })).statusCode).toBe(200);
    const target = scheduled.targets[0]!;
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/posts/${scheduled.id}/targets/${target.id}`, headers: user.auth, payload: { scheduled_at: inHours(4) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await patch(user.auth, scheduled.id, { text: 'At nine, edited' })).statusCode).toBe(200);
    expect(await socialPosts(user.auth)).toBe(1);

    // A draft given a time takes its unit then.
    expect((await patch(user.auth, draft.id, { scheduled_at: inHours(5) })).statusCode).toBe(200);
    expect(await socialPosts(user.auth)).toBe(2);
  });

  it('gives the unit back when the post is deleted or made a draft again before it ran, to the month it was taken from', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    const deleted = await made(user.auth, { text: 'Never mind', platforms: ['linkedin'], scheduled_at: inHours(2) });
    const drafted = await made(user.auth, { text: 'Not yet', platforms: ['linkedin'], scheduled_at: inHours(2) });
    expect(await socialPosts(user.auth)).toBe(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${deleted.id}`, headers: user.auth })).statusCode).toBe(200);
    expect(await socialPosts(user.auth)).toBe(1);
    const back = await patch(user.auth, drafted.id, { scheduled_at: null });
    expect(back.json<Post>().state).toBe('draft');
    expect(await socialPosts(user.auth)).toBe(0);
    expect(await quotaPeriod(drafted.id)).toBeNull();
    // Scheduled again: a unit again; deleted as a draft: nothing more to give back.
    expect((await patch(user.auth, drafted.id, { scheduled_at: inHours(6) })).statusCode).toBe(200);
    expect(await socialPosts(user.auth)).toBe(1);
    expect((await patch(user.auth, drafted.id, { scheduled_at: null })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${drafted.id}`, headers: user.auth })).statusCode).toBe(200);
    expect(await socialPosts(user.auth)).toBe(0);
  });

  it('refuses a scheduled post over the limit with 403, and makes nothing; publishing now still works', async () => {
    const user = await creator(t); // Free: 5 social posts a month.
    await connectDemo(t.app, user.auth, 'linkedin');
    for (let i = 0; i < 5; i++) await made(user.auth, { text: `Post ${i + 1}`, platforms: ['linkedin'], scheduled_at: inHours(2 + i) });
    expect(await socialPosts(user.auth)).toBe(5);
    const before = await postCount(user.auth);
    const refused = await create(user.auth, { text: 'One too many', platforms: ['linkedin'], scheduled_at: inHours(9) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Usage limit exceeded. Please upgrade your plan to continue.' });
    const draft = await made(user.auth, { text: 'A draft is fine', platforms: ['linkedin'], draft: true });
    const given = await patch(user.auth, draft.id, { scheduled_at: inHours(9) });
    expect(given.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/posts/${draft.id}`, headers: user.auth })).json<Post>().state).toBe('draft');
    expect(await postCount(user.auth)).toBe(before + 1);
    expect(await socialPosts(user.auth)).toBe(5);
    expect((await create(user.auth, { text: 'Right now is not counted', platforms: ['linkedin'] })).statusCode).toBe(201);
  });

  it('counts an Enterprise creator’s scheduled posts without a limit', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    await connectDemo(t.app, user.auth, 'linkedin');
    for (let i = 0; i < 6; i++) await made(user.auth, { text: `Post ${i + 1}`, platforms: ['linkedin'], scheduled_at: inHours(2 + i) });
    expect(await socialPosts(user.auth)).toBe(6);
  });
});

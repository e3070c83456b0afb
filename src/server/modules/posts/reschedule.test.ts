import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { ScheduleResponse } from '../../../contract/schedule';
import { publications, socialAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

// PATCH /api/posts/{id}/targets/{target_id} (the calendar's drag and "Move"), the zone a time is stored
// with, and "Add to queue" (queue: true) through the creator's queue times (PUT /api/schedule).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOBS: 'off' } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const move = (auth: Auth, postId: string, targetId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/posts/${postId}/targets/${targetId}`, headers: auth, payload });
const row = async (id: string) => (await t.database.db.select().from(publications).where(eq(publications.id, id)))[0]!;

async function twoPlatforms() {
  const user = await creator(t, { tier: 'pro' });
  await connectDemo(t.app, user.auth, 'twitter');
  await connectDemo(t.app, user.auth, 'linkedin');
  return user;
}

describe('PATCH /api/posts/{id}/targets/{target_id}', () => {
  it('moves one platform, the others staying; the version is raised, the zone the creator’s of now', async () => {
    const user = await twoPlatforms();
    await t.app.inject({ method: 'PUT', url: '/api/schedule', headers: user.auth, payload: { timezone: 'Asia/Tokyo', slots: [] } });
    const at = inHours(2);
    const made = (await create(user.auth, { text: 'Two times', platforms: ['twitter', 'linkedin'], scheduled_at: at })).json<Post>();
    expect(made.targets.map((x) => x.scheduled_timezone)).toEqual(['Asia/Tokyo', 'Asia/Tokyo']);
    const [x, linkedin] = made.targets;
    const later = inHours(5);
    const res = await move(user.auth, made.id, linkedin!.id, { scheduled_at: later });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json<Post>();
    expect(post.targets.map((one) => [one.platform, one.state, one.scheduled_at])).toEqual([
      ['twitter', 'scheduled', new Date(at).toISOString()],
      ['linkedin', 'scheduled', new Date(later).toISOString()],
    ]);
    expect(post.scheduled_at).toBe(new Date(at).toISOString());
    expect((await row(linkedin!.id)).version).toBe(1);
    expect((await row(x!.id)).version).toBe(0);

    // Edited afterwards without a time, each platform keeps its own.
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/posts/${made.id}`, headers: user.auth, payload: { text: 'Two times, edited' } });
    expect(edited.json<Post>().targets.map((one) => one.scheduled_at)).toEqual([new Date(at).toISOString(), new Date(later).toISOString()]);
  });

  it('refuses a past time (422), a target not the creator’s (404), and one that has started or is done (409)', async () => {
    const user = await twoPlatforms();
    const made = (await create(user.auth, { text: 'Refusals', platforms: ['twitter'], scheduled_at: inHours(2) })).json<Post>();
    const target = made.targets[0]!;
    const past = await move(user.auth, made.id, target.id, { scheduled_at: new Date(Date.now() - 10 * 60_000).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ detail: 'The scheduled time has passed: choose a time from now on.' });
    expect((await move(user.auth, made.id, target.id, { scheduled_at: 'tomorrow' })).statusCode).toBe(422);
    expect((await move(user.auth, made.id, target.id, {})).statusCode).toBe(422);

    const stranger = await creator(t);
    for (const [postId, targetId] of [
      [made.id, target.id],
      [made.id, 'not-an-id'],
      ['not-an-id', target.id],
    ] as const) {
      const res = await move(stranger.auth, postId, targetId, { scheduled_at: inHours(3) });
      expect(res.statusCode).toBe(404);
    }
    const unknownTarget = await move(user.auth, made.id, '00000000-0000-4000-8000-000000000000', { scheduled_at: inHours(3) });
    expect(unknownTarget.json()).toEqual({ detail: 'This post is not going to that platform.' });

    for (const status of ['publishing', 'published', 'failed', 'cancelled'] as const) {
      await t.database.db.update(publications).set({ status }).where(eq(publications.id, target.id));
      const res = await move(user.auth, made.id, target.id, { scheduled_at: inHours(3) });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ detail: 'This post can no longer be moved on Twitter/X: only a scheduled post (or a missed one) can be given another time.' });
    }
    const draft = (await create(user.auth, { text: 'A draft', platforms: ['twitter'], draft: true })).json<Post>();
    expect((await move(user.auth, draft.id, draft.targets[0]!.id, { scheduled_at: inHours(3) })).statusCode).toBe(409);
  });

  it('moves a target waiting for its account before its time; once the account works again it is scheduled', async () => {
    const user = await twoPlatforms();
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    const made = (await create(user.auth, { text: 'Waiting', platforms: ['twitter'], scheduled_at: inHours(2) })).json<Post>();
    const target = made.targets[0]!;
    expect(target.state).toBe('needs_reconnect');
    const still = await move(user.auth, made.id, target.id, { scheduled_at: inHours(3) });
    expect(still.json<Post>().targets[0]).toMatchObject({ state: 'needs_reconnect', error: 'Reconnect your Twitter/X account to publish there.' });
    await t.database.db.update(socialAccounts).set({ status: 'connected' }).where(eq(socialAccounts.userId, user.id));
    const ready = await move(user.auth, made.id, target.id, { scheduled_at: inHours(4) });
    expect(ready.json<Post>().targets[0]).toMatchObject({ state: 'scheduled', error: null });
  });
});

describe('queue: true', () => {
  it('puts each platform in its next free queue slot, in the creator’s zone; the next post in the following ones', async () => {
    const user = await twoPlatforms();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/schedule',
      headers: user.auth,
      payload: {
        timezone: 'Europe/Paris',
        slots: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
          { weekday, time: '09:00', platforms: ['linkedin'] },
          { weekday, time: '17:30', platforms: [] },
        ]),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const next = put.json<ScheduleResponse>().next_free;
    const res = await create(user.auth, { text: 'Into the queue', platforms: ['twitter', 'linkedin'], queue: true });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<Post>();
    expect(post.state).toBe('scheduled');
    for (const target of post.targets) {
      expect(target).toMatchObject({ state: 'scheduled', scheduled_timezone: 'Europe/Paris' });
      expect(target.scheduled_at).toBe(next.find((n) => n.platform === target.platform)!.at);
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(target.scheduled_at!));
      expect(['09:00', '17:30']).toContain(local);
      if (target.platform === 'twitter') expect(local).toBe('17:30');
    }
    const second = (await create(user.auth, { text: 'Into the queue too', platforms: ['twitter', 'linkedin'], queue: true })).json<Post>();
    for (const target of second.targets) {
      const first = post.targets.find((x) => x.platform === target.platform)!;
      expect(Date.parse(target.scheduled_at!)).toBeGreaterThan(Date.parse(first.scheduled_at!));
    }

    // A draft added to the queue with PATCH.
    const draft = (await create(user.auth, { text: 'Queued later', platforms: ['linkedin'], draft: true })).json<Post>();
    const queued = await t.app.inject({ method: 'PATCH', url: `/api/posts/${draft.id}`, headers: user.auth, payload: { queue: true } });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json<Post>().targets[0]).toMatchObject({ state: 'scheduled', scheduled_timezone: 'Europe/Paris' });
  });

  it('refuses a platform without a queue time with 422, and makes nothing', async () => {
    const user = await twoPlatforms();
    await t.app.inject({ method: 'PUT', url: '/api/schedule', headers: user.auth, payload: { timezone: 'Europe/Paris', slots: [{ weekday: 1, time: '09:00', platforms: ['linkedin'] }] } });
    const res = await create(user.auth, { text: 'No slot for X', platforms: ['twitter', 'linkedin'], queue: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/Twitter\/X/);
    expect((await t.app.inject({ url: '/api/posts', headers: user.auth })).json<{ posts: Post[] }>().posts).toEqual([]);
    const usage = (await t.app.inject({ url: '/api/auth/me', headers: user.auth })).json<{ usage_counts: { social_posts: number } }>().usage_counts;
    expect(usage.social_posts).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { PublishInput } from '../../social/port';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';
import { claimTarget } from './target-claim';

// Scheduled posts through the API with the app's own job layer (polling every half second): each goes
// out at its time, not before and within a minute; cancelled or moved, the job sent for the old time
// does nothing. The demo platform's calls are counted.

let t: TestApp;
const calls: PublishInput[] = [];
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'http://localhost:3300', JOB_POLL_SECONDS: '0.5' } });
  const linkedin = t.app.socialPlatforms.clients.linkedin;
  const publish = linkedin.publish.bind(linkedin);
  vi.spyOn(linkedin, 'publish').mockImplementation(async (input) => {
    calls.push(input);
    return publish(input);
  });
});
afterAll(() => t.close());

const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const get = async (auth: Auth, id: string) => (await t.app.inject({ url: `/api/posts/${id}`, headers: auth })).json<Post>();
const callsFor = (text: string) => calls.filter((c) => c.text === text).length;

/** The post once it is published (or given up as failed), within 30 s. */
async function published(auth: Auth, id: string): Promise<Post> {
  let post!: Post;
  await vi.waitFor(
    async () => {
      post = await get(auth, id);
      expect(['scheduled', 'publishing']).not.toContain(post.state);
    },
    { timeout: 30_000, interval: 200 },
  );
  return post;
}

/** Waits until no job of this target (of this version, when given) is left to run. */
async function jobsDone(targetId: string, version?: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'publish-target' and data->>'targetId' = $1
           and ($2::int is null or (data->>'version')::int = $2::int) and state in ('created', 'retry', 'active')`,
        [targetId, version ?? null],
      );
      expect(rows[0].n).toBe(0);
    },
    { timeout: 30_000, interval: 200 },
  );
}

async function linkedInCreator() {
  const user = await creator(t, { tier: 'pro' });
  await connectDemo(t.app, user.auth, 'linkedin');
  return user;
}

describe('at its minute', () => {
  it('publishes a scheduled post at its time, not before, within a minute of it', async () => {
    const user = await linkedInCreator();
    const at = new Date(Date.now() + 3_000);
    const made = (await create(user.auth, { text: 'Right on time', platforms: ['linkedin'], scheduled_at: at.toISOString() })).json<Post>();
    expect(made.targets[0]).toMatchObject({ state: 'scheduled', scheduled_timezone: 'UTC' });
    const post = await published(user.auth, made.id);
    expect(post.state).toBe('published');
    const out = Date.parse(post.targets[0]!.published_at!);
    expect(out).toBeGreaterThanOrEqual(at.getTime());
    expect(out - at.getTime()).toBeLessThan(60_000);
    expect(post.targets[0]!.late_minutes).toBeNull();
    expect(callsFor('Right on time')).toBe(1);
  });

  it('a job sent early (without its start time) does not publish it before its time', async () => {
    const user = await linkedInCreator();
    const at = new Date(Date.now() + 4_000);
    const made = (await create(user.auth, { text: 'Not a second early', platforms: ['linkedin'], scheduled_at: at.toISOString() })).json<Post>();
    const target = made.targets[0]!;
    // A duplicate with no delay, as a recovery or another instance could send it.
    await t.app.jobs.send('publishTarget', { targetId: target.id, version: 0 });
    await t.app.jobs.send('publishTarget', { targetId: target.id, version: 0 });
    const post = await published(user.auth, made.id);
    expect(Date.parse(post.targets[0]!.published_at!)).toBeGreaterThanOrEqual(at.getTime());
    expect(callsFor('Not a second early')).toBe(1);
  });

  it('the claim itself refuses a scheduled target before its time, by the database’s clock', async () => {
    const user = await linkedInCreator();
    const made = (await create(user.auth, { text: 'Claimed too soon', platforms: ['linkedin'], scheduled_at: new Date(Date.now() + 60 * 60_000).toISOString() })).json<Post>();
    const target = made.targets[0]!;
    expect(await claimTarget(t.database.db, { id: target.id, userId: user.id, version: 0 }, 3)).toBe('early');
    expect((await get(user.auth, made.id)).targets[0]).toMatchObject({ state: 'scheduled', attempts: 0 });
  });
});

describe('cancelled or moved', () => {
  it('a cancelled post never publishes', async () => {
    const user = await linkedInCreator();
    const at = new Date(Date.now() + 3_000).toISOString();
    const cancelled = (await create(user.auth, { text: 'Never to be seen', platforms: ['linkedin'], scheduled_at: at })).json<Post>();
    const control = (await create(user.auth, { text: 'Seen at the same time', platforms: ['linkedin'], scheduled_at: at })).json<Post>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${cancelled.id}`, headers: user.auth })).statusCode).toBe(200);
    expect((await published(user.auth, control.id)).state).toBe('published');
    await jobsDone(cancelled.targets[0]!.id);
    expect(callsFor('Never to be seen')).toBe(0);
    expect(callsFor('Seen at the same time')).toBe(1);
  });

  it('a post moved with PATCH scheduled_at publishes at its new time only', async () => {
    const user = await linkedInCreator();
    const first = new Date(Date.now() + 3_000);
    const made = (await create(user.auth, { text: 'Moved by its post', platforms: ['linkedin'], scheduled_at: first.toISOString() })).json<Post>();
    const later = new Date(Date.now() + 9_000);
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/posts/${made.id}`, headers: user.auth, payload: { scheduled_at: later.toISOString() } });
    expect(moved.statusCode, moved.body).toBe(200);
    // The job sent for the first time runs then, and does nothing.
    await jobsDone(made.targets[0]!.id, 0);
    expect((await get(user.auth, made.id)).targets[0]).toMatchObject({ state: 'scheduled', attempts: 0 });
    const post = await published(user.auth, made.id);
    expect(Date.parse(post.targets[0]!.published_at!)).toBeGreaterThanOrEqual(later.getTime());
    expect(callsFor('Moved by its post')).toBe(1);
  });

  it('a target moved with PATCH /targets/{id} publishes at its new time only', async () => {
    const user = await linkedInCreator();
    const made = (await create(user.auth, { text: 'Moved on the calendar', platforms: ['linkedin'], scheduled_at: new Date(Date.now() + 3_000).toISOString() })).json<Post>();
    const target = made.targets[0]!;
    const later = new Date(Date.now() + 9_000);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${made.id}/targets/${target.id}`,
      headers: user.auth,
      payload: { scheduled_at: later.toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Post>().targets[0]).toMatchObject({ state: 'scheduled', scheduled_at: later.toISOString() });
    await jobsDone(target.id, 0);
    expect((await get(user.auth, made.id)).targets[0]).toMatchObject({ state: 'scheduled', attempts: 0 });
    const post = await published(user.auth, made.id);
    expect(Date.parse(post.targets[0]!.published_at!)).toBeGreaterThanOrEqual(later.getTime());
    expect(callsFor('Moved on the calendar')).toBe(1);
  });
});

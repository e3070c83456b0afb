import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LibraryItem } from '../../../contract/library';
import type { Post } from '../../../contract/posts';
import { contents, publications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

// The library's status filter and "where it went", with posts made through the API on demo connections.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'http://localhost:3300', JOB_POLL_SECONDS: '0.5' }, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-library-')) } });
});
afterAll(() => t.close());

/** Pieces stored straight in the database, a minute apart (the first is the oldest); their ids. */
async function seed(userId: string, topics: string[]): Promise<string[]> {
  const ids = topics.map(() => randomUUID());
  await t.database.db.insert(contents).values(
    topics.map((topic, i) => ({
      id: ids[i]!,
      userId,
      type: 'social_media' as const,
      topic,
      request: { topic, platform: 'twitter' },
      body: `A short post about ${topic}.`,
      engine: 'offline' as const,
      model: 'inkwell-offline-composer',
      createdAt: sql`timestamptz '2026-07-01 09:00:00+00' + make_interval(mins => ${i})`,
    })),
  );
  return ids;
}

async function post(auth: Auth, payload: object): Promise<Post> {
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}

async function published(auth: Auth, id: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const got = (await t.app.inject({ url: `/api/posts/${id}`, headers: auth })).json<Post>();
      expect(got.targets.every((target) => target.state === 'published')).toBe(true);
    },
    { timeout: 20_000, interval: 100 },
  );
}

async function history(auth: Auth, query: string): Promise<LibraryItem[]> {
  const res = await t.app.inject({ url: `/api/content/history?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LibraryItem[]>();
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the status filter and where each piece went', () => {
  it('tells published, scheduled and never published apart, per piece, platforms in their usual order', async () => {
    const user = await creator(t, { tier: 'pro' });
    for (const platform of ['twitter', 'linkedin', 'facebook'] as const) await connectDemo(t.app, user.auth, platform);
    const [live, planned, both, drafted, untouched, failed, publishing] = (await seed(user.id, [
      'live',
      'planned',
      'both',
      'drafted',
      'untouched',
      'failed',
      'publishing',
    ])) as [string, string, string, string, string, string, string];
    const now = await post(user.auth, { content_id: live, platforms: ['twitter'] });
    await post(user.auth, { content_id: planned, platforms: ['linkedin', 'twitter'], scheduled_at: inAnHour() });
    const bothNow = await post(user.auth, { content_id: both, platforms: ['linkedin', 'facebook'] });
    await post(user.auth, { content_id: both, platforms: ['twitter'], scheduled_at: inAnHour() });
    await post(user.auth, { content_id: drafted, platforms: ['twitter'], draft: true });
    // A failed target is not a publication; one being published right now is not "never".
    const toFail = await post(user.auth, { content_id: failed, platforms: ['twitter'], scheduled_at: inAnHour() });
    const inFlight = await post(user.auth, { content_id: publishing, platforms: ['twitter'], scheduled_at: inAnHour() });
    await published(user.auth, now.id);
    await published(user.auth, bothNow.id);
    await t.database.db.update(publications).set({ status: 'failed' }).where(eq(publications.postId, toFail.id));
    await t.database.db
      .update(publications)
      .set({ status: 'publishing' })
      .where(and(eq(publications.postId, inFlight.id), eq(publications.status, 'scheduled')));

    const items = new Map((await history(user.auth, 'limit=100')).map((item) => [item.id, item.publishing]));
    expect(items.get(live)).toEqual({ published: ['twitter'], scheduled: [] });
    expect(items.get(planned)).toEqual({ published: [], scheduled: ['twitter', 'linkedin'] });
    expect(items.get(both)).toEqual({ published: ['linkedin', 'facebook'], scheduled: ['twitter'] });
    for (const id of [drafted, untouched, failed, publishing]) expect(items.get(id)).toEqual({ published: [], scheduled: [] });

    const ids = async (query: string) => (await history(user.auth, query)).map((item) => item.id);
    expect(await ids('status=published')).toEqual([both, live]);
    expect(await ids('status=scheduled')).toEqual([both, planned]);
    expect(await ids('status=never')).toEqual([failed, untouched, drafted]);
    expect(await ids('status=never&limit=1')).toEqual([failed]);
    expect(await ids(`status=never&limit=2&before=${failed}`)).toEqual([untouched, drafted]);
    expect(await ids('status=published&q=live')).toEqual([live]);

    // Someone else's posts of their own pieces say nothing about this creator's.
    const stranger = await creator(t);
    const [theirs] = await seed(stranger.id, ['theirs']);
    expect(await history(stranger.auth, 'status=published')).toEqual([]);
    expect((await history(stranger.auth, 'status=never')).map((item) => item.id)).toEqual([theirs]);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerationResponse } from '../../../contract/content';
import type { LibraryItem } from '../../../contract/library';
import type { Post } from '../../../contract/posts';
import { contents, contentVersions, publications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

// Opening, duplicating and deleting pieces of the library (docs/product/api.md#library).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'http://localhost:3300', JOB_POLL_SECONDS: '0.5' }, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-library-')) } });
});
afterAll(() => t.close());

const NOT_FOUND = { detail: 'This piece is not in your library. It may have been deleted.' };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const get = (auth: Auth, id: string) => t.app.inject({ url: `/api/content/${id}`, headers: auth });
const remove = (auth: Auth, id: string) => t.app.inject({ method: 'DELETE', url: `/api/content/${id}`, headers: auth });
const bulkDelete = (auth: Auth, ids: unknown) => t.app.inject({ method: 'POST', url: '/api/content/bulk-delete', headers: auth, payload: { ids } });
const duplicate = (auth: Auth, id: string) => t.app.inject({ method: 'POST', url: `/api/content/${id}/duplicate`, headers: auth });

/** A social post written by the offline engine through the API (counted like any generation). */
async function generate(auth: Auth, topic: string): Promise<GenerationResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/content/social-media',
    headers: auth,
    payload: { topic, platform: 'twitter', tone: 'casual', include_hashtags: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GenerationResponse>();
}

async function post(auth: Auth, payload: object): Promise<Post> {
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}

const getPost = async (auth: Auth, id: string) => (await t.app.inject({ url: `/api/posts/${id}`, headers: auth })).json<Post>();
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: Record<string, number> }>().usage_counts;
const historyIds = async (auth: Auth) =>
  (await t.app.inject({ url: '/api/content/history?limit=100', headers: auth })).json<LibraryItem[]>().map((item) => item.id);

describe('GET /api/content/{id}', () => {
  it('answers the piece as the library lists it, and 404 for anything not the creator’s', async () => {
    const user = await creator(t);
    const made = await generate(user.auth, 'Slow mornings');
    const res = await get(user.auth, made.id);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<LibraryItem>();
    expect(item).toMatchObject({
      id: made.id,
      content: made.content,
      engine: 'offline',
      version: 1,
      publishing: { published: [], scheduled: [] },
      metadata: { type: 'social_media', topic: 'Slow mornings', platform: 'twitter' },
    });
    expect(item.words).toBeGreaterThan(5);
    expect(item.updated_at).toBe(item.created_at);
    const [listed] = (await t.app.inject({ url: '/api/content/history?limit=1', headers: user.auth })).json<LibraryItem[]>();
    expect(item).toEqual(listed);

    const stranger = await creator(t);
    for (const [auth, id] of [
      [stranger.auth, made.id],
      [user.auth, randomUUID()],
      [user.auth, 'not-a-piece'],
      [user.auth, made.id.toUpperCase().replace(/-/g, '')],
    ] as const) {
      const missing = await get(auth, id);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('DELETE /api/content/{id}', () => {
  it('cancels the piece’s scheduled posts first, keeps its published ones, and deletes it with its versions; generations stay counted, the cancelled post’s unit is given back', async () => {
    const user = await creator(t, { tier: 'pro' });
    for (const platform of ['twitter', 'linkedin'] as const) await connectDemo(t.app, user.auth, platform);
    const piece = await generate(user.auth, 'Quiet launches');
    const kept = await generate(user.auth, 'Loud launches');
    await t.database.db
      .insert(contentVersions)
      .values({ contentId: piece.id, n: 1, userId: user.id, source: 'generated', body: piece.content })
      .onConflictDoNothing();
    const scheduled = await post(user.auth, { content_id: piece.id, platforms: ['twitter', 'linkedin'], scheduled_at: inAnHour() });
    const otherScheduled = await post(user.auth, { content_id: kept.id, platforms: ['twitter'], scheduled_at: inAnHour() });
    const now = await post(user.auth, { content_id: piece.id, platforms: ['linkedin'] });
    const draft = await post(user.auth, { content_id: piece.id, platforms: ['twitter'], draft: true });
    await vi.waitFor(async () => expect((await getPost(user.auth, now.id)).state).toBe('published'), { timeout: 20_000, interval: 100 });
    const counted = await usage(user.auth);
    // Two generations, and a unit for each scheduled post (publishing now and drafts take none).
    expect(counted.social_posts).toBe(4);

    const versionsBefore = new Map(
      (await t.database.db.select().from(publications).where(eq(publications.postId, scheduled.id))).map((row) => [row.id, row.version]),
    );
    const stranger = await creator(t);
    expect((await remove(stranger.auth, piece.id)).json()).toEqual(NOT_FOUND);

    const res = await remove(user.auth, piece.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: [piece.id], cancelled_posts: 1 });

    const cancelled = await getPost(user.auth, scheduled.id);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.content_id).toBeNull();
    expect(cancelled.targets.map((target) => target.state)).toEqual(['cancelled', 'cancelled']);
    // Raised, so that the targets' jobs, when their time comes, do nothing.
    const rows = await t.database.db.select().from(publications).where(eq(publications.postId, scheduled.id));
    expect(rows.map((row) => row.version - versionsBefore.get(row.id)!)).toEqual([1, 1]);
    // The published post stays, on its platform and in the creator's posts; the draft stays a draft.
    expect(await getPost(user.auth, now.id)).toMatchObject({ state: 'published', content_id: null });
    expect(await getPost(user.auth, draft.id)).toMatchObject({ state: 'draft', content_id: null });
    // Another piece's scheduled post is untouched.
    expect((await getPost(user.auth, otherScheduled.id)).state).toBe('scheduled');

    expect((await get(user.auth, piece.id)).json()).toEqual(NOT_FOUND);
    expect(await historyIds(user.auth)).toEqual([kept.id]);
    expect(await t.database.db.select().from(contentVersions).where(eq(contentVersions.contentId, piece.id))).toEqual([]);
    // The cancelled post's unit is given back; the generations stay counted.
    expect(await usage(user.auth)).toEqual({ ...counted, social_posts: 3 });

    const again = await remove(user.auth, piece.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
    expect((await remove(user.auth, 'not-a-piece')).statusCode).toBe(404);
  });
});

describe('POST /api/content/bulk-delete', () => {
  it('deletes the creator’s pieces among the ids and leaves out the rest', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'twitter');
    const stranger = await creator(t);
    const [first, second, third] = [await generate(user.auth, 'One'), await generate(user.auth, 'Two'), await generate(user.auth, 'Three')];
    const theirs = await generate(stranger.auth, 'Theirs');
    await post(user.auth, { content_id: second.id, platforms: ['twitter'], scheduled_at: inAnHour() });
    await post(user.auth, { content_id: second.id, platforms: ['twitter'], scheduled_at: inAnHour() });
    await post(user.auth, { content_id: first.id, platforms: ['twitter'], scheduled_at: inAnHour() });

    // Someone else's ids delete nothing of theirs.
    expect((await bulkDelete(stranger.auth, [first.id, second.id])).json()).toEqual({ deleted: [], cancelled_posts: 0 });

    const res = await bulkDelete(user.auth, [second.id, theirs.id, randomUUID(), first.id, second.id.toUpperCase()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: [second.id, first.id], cancelled_posts: 3 });
    expect(await historyIds(user.auth)).toEqual([third.id]);
    expect(await historyIds(stranger.auth)).toEqual([theirs.id]);
    const left = await t.database.db.select({ id: contents.id }).from(contents).where(inArray(contents.id, [first.id, second.id]));
    expect(left).toEqual([]);
  });

  it('refuses an empty list, more than 100 ids, and ids that cannot be pieces', async () => {
    const user = await creator(t);
    const cases: [unknown, string][] = [
      [[], 'Choose at least one piece to delete.'],
      [Array.from({ length: 101 }, () => randomUUID()), 'Delete at most 100 pieces at a time.'],
      [['not-a-piece'], 'Each of the pieces to delete must be a piece of your library.'],
    ];
    for (const [ids, detail] of cases) {
      const res = await bulkDelete(user.auth, ids);
      expect(res.statusCode, JSON.stringify(ids).slice(0, 40)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
  });
});

describe('POST /api/content/{id}/duplicate', () => {
  it('makes a new piece of the current text as its version 1, not counted', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'twitter');
    const original = await generate(user.auth, 'Weekend batching');
    await post(user.auth, { content_id: original.id, platforms: ['twitter'], scheduled_at: inAnHour() });
    // Its current text is an edit (version 2), not what was generated.
    await t.database.db.update(contents).set({ body: 'Batch on Saturday, rest on Sunday.', version: 2 }).where(eq(contents.id, original.id));
    const counted = await usage(user.auth);

    const res = await duplicate(user.auth, original.id);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<LibraryItem>();
    const source = (await get(user.auth, original.id)).json<LibraryItem>();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toEqual({
      ...source,
      id: copy.id,
      created_at: copy.created_at,
      updated_at: copy.created_at,
      content: 'Batch on Saturday, rest on Sunday.',
      version: 1,
      words: 6,
      publishing: { published: [], scheduled: [] },
    });
    expect(Date.parse(copy.created_at)).toBeGreaterThanOrEqual(Date.parse(source.created_at));
    expect(await get(user.auth, copy.id).then((r) => r.json())).toEqual(copy);
    expect((await historyIds(user.auth))[0]).toBe(copy.id);
    const versions = await t.database.db.select().from(contentVersions).where(eq(contentVersions.contentId, copy.id));
    expect(versions).toMatchObject([{ n: 1, userId: user.id, source: 'duplicated', body: 'Batch on Saturday, rest on Sunday.', words: 6, engine: null, restoredFrom: null }]);
    expect(await usage(user.auth)).toEqual(counted);

    const stranger = await creator(t);
    for (const [auth, id] of [
      [stranger.auth, original.id],
      [user.auth, randomUUID()],
      [user.auth, 'not-a-piece'],
    ] as const) {
      const missing = await duplicate(auth, id);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
    }
  });
});

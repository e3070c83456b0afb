import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, usageReservations } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const socialPosts = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.social_posts;
const historyIds = async (auth: Auth) => (await t.app.inject({ url: '/api/content/history', headers: auth })).json().map((i: { id: string }) => i.id);
const pending = async (userId: string) => (await t.database.db.select().from(usageReservations).where(sql`${usageReservations.userId} = ${userId}`)).length;
/** What a stopped instance's reservations look like once more time has passed than any generation lasts. */
const ageReservations = (userId: string) =>
  t.database.db.update(usageReservations).set({ createdAt: sql`now() - interval '3 hours'` }).where(sql`${usageReservations.userId} = ${userId}`);

describe('a generation and its quota unit', () => {
  it('are committed together: a generation whose item cannot be saved is not counted', async () => {
    const user = await signUp(t.app);
    // The database refuses this one item (as it would refuse any write that fails after the quota is taken).
    await t.database.db.execute(sql`alter table ${contents} add constraint refuse_one check (topic <> 'Refused by the database')`);
    try {
      const refused = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: user.auth, payload: { topic: 'Refused by the database' } });
      expect(refused.statusCode).toBe(500);
      expect(await socialPosts(user.auth)).toBe(0);
      expect(await historyIds(user.auth)).toEqual([]);
      expect(await pending(user.id)).toBe(0);
    } finally {
      await t.database.db.execute(sql`alter table ${contents} drop constraint refuse_one`);
    }
    const saved = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: user.auth, payload: { topic: 'Tide pools' } });
    expect(saved.statusCode).toBe(200);
    expect(await socialPosts(user.auth)).toBe(1);
    expect(await historyIds(user.auth)).toEqual([saved.json().id]);
    expect(await pending(user.id)).toBe(0);
  });

  it('taken by an instance that stopped before saving is refunded once it is stale, and only then', async () => {
    const user = await signUp(t.app);
    // What an instance leaves behind when it dies mid-generation: a unit taken, nothing saved.
    await t.app.usage.reserve({ userId: user.id, tier: 'free', kind: 'social_posts' });
    expect(await socialPosts(user.auth)).toBe(1);
    await t.app.usage.refundStale();
    expect(await socialPosts(user.auth)).toBe(1);
    await ageReservations(user.id);
    await t.app.usage.refundStale();
    expect(await socialPosts(user.auth)).toBe(0);
    expect(await pending(user.id)).toBe(0);
    // Refunded once: a second sweep changes nothing.
    await t.app.usage.refundStale();
    expect(await socialPosts(user.auth)).toBe(0);
  });

  it('is counted again when a generation refunded as stale is saved after all', async () => {
    const user = await signUp(t.app);
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const slow = t.app.usage.metered({ userId: user.id, tier: 'free', kind: 'social_posts' }, async (save) => {
      await gate;
      await save(async (db) => {
        await db.insert(contents).values({
          id: crypto.randomUUID(),
          userId: user.id,
          type: 'social_media',
          topic: 'Slow',
          request: { topic: 'Slow' },
          body: 'text',
          engine: 'offline',
          model: 'inkwell-offline-composer',
        });
      });
    });
    await expect.poll(() => pending(user.id)).toBe(1);
    await ageReservations(user.id);
    await t.app.usage.refundStale();
    expect(await socialPosts(user.auth)).toBe(0);
    finish();
    await slow;
    expect(await socialPosts(user.auth)).toBe(1);
    expect(await historyIds(user.auth)).toHaveLength(1);
    expect(await pending(user.id)).toBe(0);
  });
});

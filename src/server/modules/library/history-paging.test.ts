import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Seeded {
  id: string;
  /** Microseconds after the base time. */
  micros: number;
}

/**
 * Stores `count` items for a user straight in the database, at times a JavaScript Date cannot tell
 * apart: five items share each microsecond, and consecutive microseconds are 3 µs apart (hundreds of
 * items in the same millisecond).
 */
async function seed(userId: string, count: number): Promise<Seeded[]> {
  const items = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), micros: Math.floor(i / 5) * 3 }));
  await t.database.db.insert(contents).values(
    items.map(({ id, micros }) => ({
      id,
      userId,
      type: 'social_media' as const,
      topic: `Item ${id}`,
      request: { topic: `Item ${id}`, platform: 'twitter' },
      body: 'text',
      engine: 'offline' as const,
      model: 'inkwell-offline-composer',
      createdAt: sql`timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => ${micros / 1e6})`,
    })),
  );
  return items;
}

/** Newest first as the database orders them: created_at, then id (UUIDs compare as their lower-case text). */
function newestFirst(items: Seeded[]): string[] {
  return [...items].sort((a, b) => b.micros - a.micros || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((i) => i.id);
}

async function pageThrough(auth: Record<string, string>, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let before: string | undefined;
  for (;;) {
    const res = await t.app.inject({ url: `/api/content/history?limit=${limit}${before ? `&before=${before}` : ''}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ id: string }[]>();
    if (page.length === 0) return seen;
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page.map((item) => item.id));
    before = page.at(-1)!.id;
  }
}

describe('paging GET /api/content/history', () => {
  it('returns every item exactly once, in order, when many share a millisecond or a microsecond', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await seed(user.id, 600);
    // Someone else's items at the very same times never show up, and never shift the pages.
    await seed(other.id, 50);

    const expected = newestFirst(mine);
    for (const limit of [100, 7]) {
      const seen = await pageThrough(user.auth, limit);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expected);
    }
  });

  it('starts after the cursor even when the cursor shares its microsecond with other items', async () => {
    const user = await signUp(t.app);
    const mine = await seed(user.id, 10);
    const expected = newestFirst(mine);
    // The third item: two of the same microsecond come before it, two after.
    const res = await t.app.inject({ url: `/api/content/history?limit=100&before=${expected[2]}`, headers: user.auth });
    expect(res.json<{ id: string }[]>().map((i) => i.id)).toEqual(expected.slice(3));
  });
});

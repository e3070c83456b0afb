import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsRepository } from '../../db/accounts-repository';
import { openDatabase } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { UsageService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json();

async function settle(promises: Array<Promise<unknown>>) {
  const results = await Promise.allSettled(promises);
  const granted = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter((r) => r.status === 'rejected');
  for (const r of refused) {
    const reason = (r).reason;
    expect(reason).toBeInstanceOf(HttpError);
    expect((reason as HttpError).statusCode).toBe(403);
    expect((reason as HttpError).detail).toBe('Usage limit exceeded. Please upgrade your plan to continue.');
  }
  return { granted, refused: refused.length };
}

describe('usage quotas', () => {
  it('grants exactly the limit to 50 parallel reservations (free: 5 video scripts)', async () => {
    const user = await signUp(t.app);
    const usage = t.app.usage;
    const { granted, refused } = await settle(
      Array.from({ length: 50 }, () => usage.reserve({ userId: user.id, tier: 'free', kind: 'video_scripts' })),
    );
    expect(granted).toBe(5);
    expect(refused).toBe(45);
    expect((await me(user.auth)).usage_counts.video_scripts).toBe(5);
  });

  it('counts kinds separately and refuses a kind the plan does not include', async () => {
    const user = await signUp(t.app);
    const usage = t.app.usage;
    await usage.reserve({ userId: user.id, tier: 'free', kind: 'blog_posts' });
    await expect(usage.reserve({ userId: user.id, tier: 'free', kind: 'humanizations' })).rejects.toMatchObject({ statusCode: 403 });
    const counts = (await me(user.auth)).usage_counts;
    expect(counts).toMatchObject({ blog_posts: 1, video_scripts: 0, humanizations: 0 });
  });

  it('never limits an unlimited tier', async () => {
    const user = await signUp(t.app);
    const { granted } = await settle(
      Array.from({ length: 30 }, () => t.app.usage.reserve({ userId: user.id, tier: 'enterprise', kind: 'summaries' })),
    );
    expect(granted).toBe(30);
  });

  it('does not count a failed action', async () => {
    const user = await signUp(t.app);
    const usage = t.app.usage;
    await expect(
      usage.metered({ userId: user.id, tier: 'free', kind: 'newsletters' }, async () => {
        throw new Error('the model timed out');
      }),
    ).rejects.toThrow('the model timed out');
    expect((await me(user.auth)).usage_counts.newsletters).toBe(0);
    await expect(usage.metered({ userId: user.id, tier: 'free', kind: 'newsletters' }, async () => 'draft')).resolves.toBe('draft');
    expect((await me(user.auth)).usage_counts.newsletters).toBe(1);
  });

  it('starts again at 0 each calendar month (UTC)', async () => {
    const user = await signUp(t.app);
    const usage = t.app.usage;
    const lastMonth = new Date(Date.UTC(2020, 0, 31, 23, 59));
    for (let i = 0; i < 5; i++) await usage.reserve({ userId: user.id, tier: 'free', kind: 'social_posts', at: lastMonth });
    await expect(usage.reserve({ userId: user.id, tier: 'free', kind: 'social_posts', at: lastMonth })).rejects.toMatchObject({ statusCode: 403 });
    await expect(usage.reserve({ userId: user.id, tier: 'free', kind: 'social_posts', at: new Date(Date.UTC(2020, 1, 1)) })).resolves.toMatchObject({ count: 1 });
    expect((await me(user.auth)).usage_counts.social_posts).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('usage quotas across two instances on one PostgreSQL', () => {
  it('grants exactly the limit when two instances race', async () => {
    const user = await signUp(t.app);
    const other = openDatabase({ kind: 'postgres', url: t.databaseUrl!, maxConnections: 20 });
    const second = new UsageService(new AccountsRepository(other.db, { exclusiveWriter: false }));
    const first = t.app.usage;
    const { granted } = await settle(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? first : second).reserve({ userId: user.id, tier: 'free', kind: 'summaries' }),
      ),
    );
    await other.close();
    expect(granted).toBe(5);
  });
});

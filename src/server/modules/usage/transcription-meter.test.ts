import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const minutesUsed = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.transcription_minutes as number;

describe('transcription minutes', () => {
  it('grants 50 parallel minutes exactly up to the plan (free: 30), all of each or nothing', async () => {
    const user = await signUp(t.app);
    const meter = t.app.usage.transcription;
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => meter.take({ userId: user.id, tier: 'free', seconds: 60 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 403 });
    expect(await meter.allowance(user.id, 'free')).toEqual({ usedSeconds: 30 * 60, limitSeconds: 30 * 60 });
    expect(await minutesUsed(user.auth)).toBe(30);
  });

  it('shows minutes rounded up, gives back only what it took, and starts again each month (UTC)', async () => {
    const user = await signUp(t.app);
    const meter = t.app.usage.transcription;
    const grant = await meter.take({ userId: user.id, tier: 'basic', seconds: 90.2 });
    expect(grant.seconds).toBe(91);
    expect(await minutesUsed(user.auth)).toBe(2);
    await grant.giveBack(31);
    await grant.giveBack(500);
    expect((await meter.allowance(user.id, 'basic')).usedSeconds).toBe(0);
    expect(await minutesUsed(user.auth)).toBe(0);

    const lastMonth = new Date(Date.UTC(2020, 0, 31, 23, 59));
    await meter.take({ userId: user.id, tier: 'free', seconds: 30 * 60, at: lastMonth });
    await expect(meter.take({ userId: user.id, tier: 'free', seconds: 1, at: lastMonth })).rejects.toMatchObject({ statusCode: 403 });
    await expect(meter.take({ userId: user.id, tier: 'free', seconds: 30 * 60 })).resolves.toMatchObject({ seconds: 1800 });
  });
});

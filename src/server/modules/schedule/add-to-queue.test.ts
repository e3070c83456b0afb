import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetState } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { publications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';
import { NO_TIME_ZONE } from './schedule-service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Monday 2027-06-07, 08:00 in Berlin: the clock the queue is asked with.
const NOW = new Date('2027-06-07T06:00:00Z');
const MON_0900 = new Date('2027-06-07T07:00:00Z');
const TUE_0900 = new Date('2027-06-08T07:00:00Z');

async function setWeek(auth: Auth, slots: { weekday: number; time: string; platforms?: PublishPlatform[] }[], timezone = 'Europe/Berlin') {
  const res = await t.app.inject({ method: 'PUT', url: '/api/schedule', headers: auth, payload: { timezone, slots } });
  expect(res.statusCode, res.body).toBe(200);
}

async function target(userId: string, platform: PublishPlatform, status: TargetState, scheduledAt: Date) {
  const id = randomUUID();
  await t.database.db.insert(publications).values({ id, userId, platform, status, scheduledAt, scheduledTz: 'Europe/Berlin', content: 'A post', demoMode: true });
  return id;
}

async function queue(userId: string, platforms: PublishPlatform[]) {
  const { timezone, at } = await t.app.schedule.queueTimes(userId, platforms, NOW);
  return { timezone, at: Object.fromEntries([...at].map(([p, d]) => [p, d.toISOString()])) };
}

describe('queueTimes ("Add to queue")', () => {
  it('skips an instant taken by the creator’s scheduled or published target on that platform, not one on another platform or another creator’s', async () => {
    const user = await creator(t);
    const other = await creator(t);
    await setWeek(user.auth, [
      { weekday: 1, time: '09:00' },
      { weekday: 2, time: '09:00' },
    ]);
    await target(user.id, 'twitter', 'scheduled', MON_0900);
    await target(user.id, 'facebook', 'published', MON_0900);
    await target(user.id, 'tiktok', 'publishing', MON_0900);
    // Targets that no longer hold their time: cancelled, failed, missed.
    await target(user.id, 'linkedin', 'cancelled', MON_0900);
    await target(user.id, 'instagram', 'failed', MON_0900);
    await target(user.id, 'youtube', 'missed', MON_0900);
    await target(other.id, 'twitter', 'scheduled', TUE_0900);

    expect(await queue(user.id, ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'])).toEqual({
      timezone: 'Europe/Berlin',
      at: {
        twitter: TUE_0900.toISOString(),
        linkedin: MON_0900.toISOString(),
        facebook: TUE_0900.toISOString(),
        instagram: MON_0900.toISOString(),
        tiktok: TUE_0900.toISOString(),
        youtube: MON_0900.toISOString(),
      },
    });
    // Once Tuesday is taken too, the next Monday.
    await target(user.id, 'twitter', 'scheduled', TUE_0900);
    expect((await queue(user.id, ['twitter'])).at).toEqual({ twitter: '2027-06-14T07:00:00.000Z' });
  });

  it('looks past the first weeks when they are full', async () => {
    const user = await creator(t);
    await setWeek(user.auth, [{ weekday: 1, time: '09:00', platforms: ['linkedin'] }]);
    const week = 7 * 86_400_000;
    for (let n = 0; n < 6; n += 1) await target(user.id, 'linkedin', 'scheduled', new Date(MON_0900.getTime() + n * week));
    expect((await queue(user.id, ['linkedin'])).at).toEqual({ linkedin: new Date(MON_0900.getTime() + 6 * week).toISOString() });
  });

  it('a schedule change never moves a post already scheduled', async () => {
    const user = await creator(t);
    await setWeek(user.auth, [{ weekday: 1, time: '09:00' }]);
    const id = await target(user.id, 'twitter', 'scheduled', MON_0900);
    await setWeek(user.auth, [{ weekday: 3, time: '18:00' }], 'America/New_York');
    const [row] = await t.database.db.select().from(publications).where(eq(publications.id, id));
    expect(row).toMatchObject({ scheduledAt: MON_0900, scheduledTz: 'Europe/Berlin', status: 'scheduled' });
  });

  it('refuses (422) a creator without a time zone, and names the platforms without a slot', async () => {
    const user = await creator(t);
    await expect(t.app.schedule.queueTimes(user.id, ['twitter'], NOW)).rejects.toMatchObject({ statusCode: 422, detail: NO_TIME_ZONE });
    await setWeek(user.auth, [{ weekday: 1, time: '09:00', platforms: ['linkedin'] }]);
    await expect(t.app.schedule.queueTimes(user.id, ['linkedin', 'facebook', 'youtube'], NOW)).rejects.toMatchObject({
      statusCode: 422,
      detail: 'Add a queue time for Facebook and YouTube on the Calendar first, or pick a time.',
    });
    expect((await queue(user.id, ['linkedin'])).at).toEqual({ linkedin: MON_0900.toISOString() });
  });
});

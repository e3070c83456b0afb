import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUEUE_SLOTS, type ScheduleResponse } from '../../../contract/schedule';
import { publicationMetrics, publications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getSchedule(auth: Auth): Promise<ScheduleResponse> {
  const res = await t.app.inject({ url: '/api/schedule', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleResponse>();
}

function putSchedule(auth: Auth, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/schedule', headers: auth, payload });
}

describe('GET/PUT /api/schedule', () => {
  it('a fresh account has no zone, no slots, no next free time, and suggestions not ready', async () => {
    const user = await creator(t);
    expect(await getSchedule(user.auth)).toEqual({
      timezone: null,
      slots: [],
      suggestions: { best_time: { ready: false, measured: 0, needed: 10, day: null, hour: null }, slots: [] },
      next_free: [],
    });
    expect((await t.app.inject({ url: '/api/schedule' })).statusCode).toBe(401);
  });

  it('stores the zone (as the runtime spells it) and the week, answered sorted; the user object shows the zone at once', async () => {
    const user = await creator(t);
    // A session that has been used, so a cached user row would show an old zone.
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).json()).toMatchObject({ timezone: null });
    const slots = [
      { weekday: 3, time: '17:30', platforms: ['linkedin', 'twitter'] },
      { weekday: 1, time: '09:00' },
      { weekday: 1, time: '08:15', platforms: ['youtube'] },
    ];
    const res = await putSchedule(user.auth, { timezone: 'europe/berlin', slots });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      { weekday: 1, time: '08:15', platforms: ['youtube'] },
      { weekday: 1, time: '09:00', platforms: [] },
      { weekday: 3, time: '17:30', platforms: ['twitter', 'linkedin'] },
    ];
    expect(res.json()).toMatchObject({ timezone: 'Europe/Berlin', slots: expected });
    const got = await getSchedule(user.auth);
    expect(got).toMatchObject({ timezone: 'Europe/Berlin', slots: expected });
    // Every platform has the Monday 09:00 slot; each next free time is ahead and on one of the slots, in Berlin.
    expect(got.next_free.map((n) => n.platform)).toEqual(['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube']);
    for (const { at } of got.next_free) {
      const local = DateTime.fromISO(at, { zone: 'Europe/Berlin' });
      expect(local.toMillis()).toBeGreaterThan(Date.now());
      expect(expected.some((s) => s.weekday === local.weekday % 7 && s.time === local.toFormat('HH:mm'))).toBe(true);
    }
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).json()).toMatchObject({ timezone: 'Europe/Berlin' });

    // A new week replaces the old one whole; no slots at all is a week too.
    expect((await putSchedule(user.auth, { timezone: 'America/New_York', slots: [] })).json()).toMatchObject({ timezone: 'America/New_York', slots: [], next_free: [] });
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).json()).toMatchObject({ timezone: 'America/New_York' });
  });

  it('refuses an unknown zone, a bad time, a bad weekday, a repeated day and time and too many slots with 422 {detail}, writing nothing', async () => {
    const user = await creator(t);
    const slot = (weekday: number, time: string) => ({ weekday, time, platforms: [] });
    const cases: [object, RegExp][] = [
      [{ timezone: 'Mars/Olympus_Mons', slots: [] }, /^'Mars\/Olympus_Mons' is not a time zone we know\. Use a name such as Europe\/Paris/],
      [{ timezone: '', slots: [] }, /time zone/i],
      [{ timezone: 'Europe/Berlin', slots: [slot(1, '9:00')] }, /09:00/],
      [{ timezone: 'Europe/Berlin', slots: [slot(1, '24:00')] }, /09:00/],
      [{ timezone: 'Europe/Berlin', slots: [slot(7, '09:00')] }, /0 \(Sunday\) to 6 \(Saturday\)/],
      [{ timezone: 'Europe/Berlin', slots: [slot(1, '09:00'), slot(1, '09:00')] }, /Each day and time may appear once/],
      [{ timezone: 'Europe/Berlin', slots: [{ weekday: 1, time: '09:00', platforms: ['myspace'] }] }, /twitter, linkedin/],
    ];
    const tooMany = Array.from({ length: MAX_QUEUE_SLOTS + 1 }, (_, i) => slot(i % 7, `${String(Math.floor(i / 7)).padStart(2, '0')}:00`));
    cases.push([{ timezone: 'Europe/Berlin', slots: tooMany }, new RegExp(`at most ${MAX_QUEUE_SLOTS}`)]);
    for (const [payload, detail] of cases) {
      const res = await putSchedule(user.auth, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ detail: string }>().detail).toMatch(detail);
    }
    expect(await getSchedule(user.auth)).toMatchObject({ timezone: null, slots: [] });
  });

  it('answers hostile input with 422 {detail}, never a 5xx (the API fuzz test sends POST and GET only)', async () => {
    const user = await creator(t);
    const good = { weekday: 1, time: '09:00', platforms: [] };
    const hostile: unknown[] = [null, 0, -1, 1e308, true, {}, [], '', 'a\u0000b', 'x\ud800', 'w'.repeat(150_000), { $ne: null }];
    const payloads: unknown[] = [
      ...hostile.map((timezone) => ({ timezone, slots: [] })),
      ...hostile.map((slots) => ({ timezone: 'UTC', slots })),
      ...hostile.flatMap((v) => [{ weekday: v }, { time: v }, { platforms: v }, { platforms: [v] }].map((spoil) => ({ timezone: 'UTC', slots: [{ ...good, ...spoil }] }))),
      ...hostile,
    ];
    for (const payload of payloads) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/schedule', headers: { ...user.auth, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      const where = JSON.stringify(payload).slice(0, 80);
      // [] is a valid week and a valid list of platforms; everything else is refused.
      if (res.statusCode === 200) expect(JSON.stringify(payload), where).toMatch(/\[\]/);
      else {
        expect(res.statusCode, where).toBe(422);
        expect(typeof res.json<{ detail: unknown }>().detail, where).toBe('string');
      }
    }
  });
});

describe('best-time suggestions', () => {
  /** A measured (real) publication at a local time in New York, with its likes. */
  async function measured(userId: string, at: DateTime, likes: number) {
    const id = randomUUID();
    const when = at.toJSDate();
    await t.database.db.insert(publications).values({ id, userId, platform: 'twitter', status: 'published', content: 'A post', demoMode: false, createdAt: when, publishedAt: when });
    await t.database.db.insert(publicationMetrics).values({ publicationId: id, userId, platform: 'twitter', publishedAt: when, state: 'measured', fetchedAt: new Date(), nextFetchAt: null, likes });
  }

  it('come from the creator’s measured posts in their zone once there are enough, with the reason', async () => {
    const user = await creator(t);
    const zone = 'America/New_York';
    // Tuesdays at 09:xx did best, Thursdays at 17:xx next, and other hours less; all within the last year.
    const week = (n: number, weekday: number, hour: number) =>
      DateTime.now().setZone(zone).startOf('week').minus({ weeks: n }).plus({ days: (weekday + 6) % 7 }).set({ hour, minute: 20 });
    for (let n = 1; n <= 4; n += 1) await measured(user.id, week(n, 2, 9), 8);
    for (let n = 1; n <= 3; n += 1) await measured(user.id, week(n, 4, 17), 4);
    for (let n = 1; n <= 3; n += 1) await measured(user.id, week(n, 5, 12), 1);
    const before = await getSchedule(user.auth);
    expect(before.suggestions.best_time).toMatchObject({ ready: true, measured: 10 });

    const res = await putSchedule(user.auth, { timezone: zone, slots: [] });
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json<ScheduleResponse>();
    expect(suggestions.best_time).toMatchObject({ ready: true, day: { weekday: 2, label: 'Tuesday' }, hour: { hour: 9 } });
    expect(suggestions.slots).toEqual([
      { weekday: 2, time: '09:00', reason: 'Tuesday is your best day (8 interactions on average over 4 posts) and 09:00 your best hour (8 on average over 4 posts).' },
      { weekday: 4, time: '17:00', reason: 'Your posts on Thursdays around 17:00 did well too (4 interactions on average over 3 posts).' },
      { weekday: 5, time: '12:00', reason: 'Your posts on Fridays around 12:00 did well too (1 interaction on average over 3 posts).' },
    ]);
    expect((await getSchedule(user.auth)).suggestions).toEqual(suggestions);
  });
});

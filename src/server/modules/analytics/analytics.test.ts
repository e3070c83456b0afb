import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '../../../contract/analytics';
import type { TargetState } from '../../../contract/posts';
import { rows } from '../../db/raw-rows';
import { contents, posts, publicationMetrics, publications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function overview(auth: Auth, query = ''): Promise<AnalyticsOverview> {
  const res = await t.app.inject({ url: `/api/analytics/overview${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnalyticsOverview>();
}

/** The calendar date of an instant in a time zone, as the creator's calendar shows it. */
function dateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

async function addContent(userId: string, at: Date, body = 'One two three.') {
  await t.database.db
    .insert(contents)
    .values({ id: randomUUID(), userId, type: 'blog_post', topic: 'x', request: {}, body, engine: 'offline', model: 'offline', createdAt: at });
}

/** A real (not demo) publication with the numbers its platform reported. */
async function addMeasured(
  userId: string,
  opts: { at: Date; platform?: 'twitter' | 'linkedin'; likes?: number | null; comments?: number | null; shares?: number | null; impressions?: number | null; content?: string; state?: 'measured' | 'gone' },
) {
  const id = randomUUID();
  const platform = opts.platform ?? 'twitter';
  await t.database.db.insert(publications).values({
    id, userId, platform, status: 'published', content: opts.content ?? 'A post', username: 'ada', externalId: `x-${id}`, url: `https://x.com/ada/status/${id}`, demoMode: false, createdAt: opts.at,
  });
  await t.database.db.insert(publicationMetrics).values({
    publicationId: id, userId, platform, publishedAt: opts.at, state: opts.state ?? 'measured', fetchedAt: new Date(), nextFetchAt: null,
    likes: opts.likes ?? null, comments: opts.comments ?? null, shares: opts.shares ?? null, impressions: opts.impressions ?? null, views: null,
  });
  return id;
}

/** A post's target in any state: made at `createdAt`, gone out (or failed) at `publishedAt` when it has. */
async function addTarget(
  userId: string,
  opts: { status: TargetState; createdAt: Date; publishedAt?: Date | null; scheduledAt?: Date; platform?: 'twitter' | 'linkedin'; demoMode?: boolean },
) {
  const postId = randomUUID();
  await t.database.db.insert(posts).values({ id: postId, userId, text: 'A post', createdAt: opts.createdAt });
  const id = randomUUID();
  await t.database.db.insert(publications).values({
    id, userId, postId, platform: opts.platform ?? 'twitter', status: opts.status, content: 'A post', username: 'ada', demoMode: opts.demoMode ?? true,
    createdAt: opts.createdAt, publishedAt: opts.publishedAt ?? null, scheduledAt: opts.scheduledAt ?? null,
    ...(opts.status === 'failed' || opts.status === 'needs_reconnect' ? { error: 'It did not go out.' } : {}),
  });
  return id;
}

describe('GET /api/analytics/overview: the query', () => {
  it('refuses a bad window, an unknown platform or time zone with 422 naming it, and no session with 401', async () => {
    const user = await creator(t);
    for (const [query, detail] of [
      ['?days=0', 'days must be a whole number from 1 to 365'],
      ['?days=366', 'days must be a whole number from 1 to 365'],
      ['?days=7.5', 'days must be a whole number from 1 to 365'],
      ['?days=abc', 'days must be a whole number from 1 to 365'],
      ['?platforms=twitter,myspace', "There is no platform called 'myspace'. Choose from Twitter/X, LinkedIn, Facebook, Instagram, TikTok, YouTube."],
      ['?tz=Mars/Olympus_Mons', "'Mars/Olympus_Mons' is not a time zone we know. Use a name such as Europe/Paris or America/New_York."],
    ] as const) {
      const res = await t.app.inject({ url: `/api/analytics/overview${query}`, headers: user.auth });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail, query).toContain(detail);
    }
    expect((await t.app.inject({ url: '/api/analytics/overview' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/analytics/export.csv' })).statusCode).toBe(401);
  });

  it('defaults to 30 days, every platform and UTC, zero-filled to today', async () => {
    const user = await creator(t);
    const o = await overview(user.auth);
    expect(o.window).toEqual({
      days: 30,
      tz: 'UTC',
      platforms: ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'],
      start: dateIn(new Date(Date.now() - 29 * DAY), 'UTC'),
      end: dateIn(new Date(), 'UTC'),
    });
    expect(o.daily).toHaveLength(30);
    expect(o.daily.map((d) => d.date)).toEqual([...o.daily.map((d) => d.date)].sort());
    expect(o.daily.every((d) => d.words === 0 && d.succeeded === 0 && d.engagement.likes === null)).toBe(true);
    expect(o.totals.items).toBe(0);
    expect(o.best_time).toEqual({ ready: false, measured: 0, needed: 10, day: null, hour: null });
    expect(o.has_real_accounts).toBe(false);
    // "all", spaces and case are the same filter; the platforms come back in the app's order.
    expect((await overview(user.auth, '?platforms=all')).window.platforms).toHaveLength(6);
    expect((await overview(user.auth, '?days=7&platforms=%20LinkedIn,twitter,twitter')).window).toMatchObject({ days: 7, platforms: ['twitter', 'linkedin'] });
  });
});

describe('what a creator made and published', () => {
  it('counts generated items, their words and usage, and demo publications as published with unknown engagement', async () => {
    const user = await creator(t, { tier: 'basic' });
    const generated = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: user.auth, payload: { topic: 'Launching our podcast', platform: 'twitter' } });
    expect(generated.statusCode, generated.body).toBe(200);
    await connectDemo(t.app, user.auth, 'twitter');
    const published = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: user.auth, payload: { content: 'Hello from Inkwell', platforms: ['twitter'] } });
    expect(published.json().successful_publications, published.body).toBe(1);
    // LinkedIn refused a post a minute ago.
    await addTarget(user.id, { status: 'failed', platform: 'linkedin', createdAt: new Date(Date.now() - 60_000), publishedAt: new Date() });

    const o = await overview(user.auth, '?days=7');
    expect(o.totals.created.social_media).toBe(1);
    expect(o.totals.items).toBe(1);
    const [{ words }] = (await rows<{ words: number }>(t.database.db, sql`select words from contents where user_id = ${user.id}`)) as [{ words: number }];
    expect(words).toBeGreaterThan(3);
    expect(o.totals.words).toBe(words);
    expect(o.totals.publications).toEqual({
      succeeded: 1,
      failed: 1,
      by_platform: expect.arrayContaining([
        { platform: 'twitter', succeeded: 1, failed: 0 },
        { platform: 'linkedin', succeeded: 0, failed: 1 },
      ]),
    });
    // The demo post counts as published; its numbers are unknown, never 0.
    expect(o.totals.engagement).toEqual({ impressions: null, likes: null, comments: null, shares: null, views: null });
    expect(o.totals.measured).toBe(0);
    expect(o.engagement.by_platform.find((p) => p.platform === 'twitter')).toEqual({
      platform: 'twitter', publications: 1, measured: 0, demo: 1, awaiting: 0, engagement: { impressions: null, likes: null, comments: null, shares: null, views: null }, fetched_at: null,
    });
    expect(o.top_publications).toEqual([]);
    const today = o.daily.at(-1)!;
    expect(today).toMatchObject({ date: o.window.end, words, succeeded: 1, failed: 1 });
    expect(today.created.social_media).toBe(1);
    expect(o.usage.tier).toBe('basic');
    expect(o.usage.counters.find((c) => c.kind === 'social_posts')).toEqual({ kind: 'social_posts', label: 'Social Posts', used: 1, limit: 50 });

    // The platform filter narrows publications and engagement; content is counted whatever it is.
    const linkedin = await overview(user.auth, '?days=7&platforms=linkedin');
    expect(linkedin.totals.publications).toEqual({ succeeded: 0, failed: 1, by_platform: [{ platform: 'linkedin', succeeded: 0, failed: 1 }] });
    expect(linkedin.totals.items).toBe(1);
  });

  it('never counts another creator’s rows', async () => {
    const mine = await creator(t);
    const theirs = await creator(t);
    await addContent(theirs.id, new Date());
    await addMeasured(theirs.id, { at: new Date(), likes: 50 });
    const o = await overview(mine.auth);
    expect(o.totals.items).toBe(0);
    expect(o.totals.publications.succeeded).toBe(0);
    expect(o.top_publications).toEqual([]);
    expect((await overview(theirs.auth)).totals.items).toBe(1);
  });

  it('puts the window before in `previous`, and nothing older', async () => {
    const user = await creator(t);
    await addContent(user.id, new Date(Date.now() - 8 * DAY), 'Eight days ago, four words.');
    await addContent(user.id, new Date(Date.now() - 20 * DAY));
    await addContent(user.id, new Date());
    const o = await overview(user.auth, '?days=7');
    expect(o.totals.items).toBe(1);
    expect(o.previous.items).toBe(1);
    expect(o.previous.words).toBe(5);
  });
});

describe('time zones', () => {
  it('counts a day as the creator’s calendar has it', async () => {
    const user = await creator(t);
    // The latest 00:30 UTC: late evening the day before in Honolulu, morning the same day in Tokyo.
    const now = Date.now();
    let at = Math.floor(now / DAY) * DAY + 30 * 60_000;
    if (at > now) at -= DAY;
    const instant = new Date(at);
    await addContent(user.id, instant);
    for (const tz of ['UTC', 'Pacific/Honolulu', 'Asia/Tokyo', 'Asia/Kolkata']) {
      const o = await overview(user.auth, `?days=7&tz=${encodeURIComponent(tz)}`);
      expect(o.window.tz).toBe(tz);
      expect(o.window.end).toBe(dateIn(new Date(), tz));
      const day = o.daily.find((d) => d.created.blog_post === 1);
      expect(day?.date, tz).toBe(dateIn(instant, tz));
    }
    expect(dateIn(instant, 'Pacific/Honolulu')).not.toBe(dateIn(instant, 'Asia/Tokyo'));
    // The runtime's spelling of the zone is the one answered.
    expect((await overview(user.auth, '?tz=asia/tokyo')).window.tz).toBe('Asia/Tokyo');
  });
});

describe('engagement', () => {
  it('sums the numbers the platforms reported, ranks the top posts, and keeps unknown numbers null', async () => {
    const user = await creator(t);
    const now = Date.now();
    const best = await addMeasured(user.id, { at: new Date(now - DAY), likes: 40, comments: 5, shares: 3, impressions: 900, content: 'Our best post' });
    await addMeasured(user.id, { at: new Date(now - 2 * DAY), likes: 2, comments: 0, shares: 0, impressions: 100 });
    const gone = await addMeasured(user.id, { at: new Date(now - 3 * DAY), platform: 'linkedin', likes: 7, comments: 1, state: 'gone' });
    const o = await overview(user.auth, '?days=7');
    expect(o.totals.engagement).toEqual({ impressions: 1000, likes: 49, comments: 6, shares: 3, views: null });
    expect(o.totals.measured).toBe(3);
    expect(o.engagement.by_platform.find((p) => p.platform === 'linkedin')).toMatchObject({
      publications: 1, measured: 1, engagement: { impressions: null, likes: 7, comments: 1, shares: null, views: null }, fetched_at: expect.any(String),
    });
    expect(o.top_publications.map((p) => [p.id, p.interactions, p.removed])).toEqual([
      [best, 48, false],
      [gone, 8, true],
      [expect.any(String), 2, false],
    ]);
    expect(o.top_publications[0]).toMatchObject({ platform: 'twitter', excerpt: 'Our best post', demo_mode: false, url: expect.stringContaining('https://x.com/') });
    const yesterday = o.daily.find((d) => d.date === dateIn(new Date(now - DAY), 'UTC'))!;
    expect(yesterday.engagement).toEqual({ impressions: 900, likes: 40, comments: 5, shares: 3, views: null });
  });

  it('names the best day and hour once ten posts have numbers, not before', async () => {
    const user = await creator(t);
    // Mondays at 09:00 UTC do well, Fridays at 17:00 less; nine posts are not enough to say.
    const monday9 = (i: number) => {
      const d = new Date(Date.now() - (i + 1) * 7 * DAY);
      d.setUTCHours(9, 0, 0, 0);
      // Back to that week's Monday.
      d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
      return d;
    };
    for (let i = 0; i < 6; i++) await addMeasured(user.id, { at: monday9(i), likes: 30 });
    const friday = (i: number) => new Date(monday9(i).getTime() + 4 * DAY + 8 * 3_600_000); // Friday 17:00
    for (let i = 0; i < 3; i++) await addMeasured(user.id, { at: friday(i), likes: 3 });
    expect((await overview(user.auth, '?days=90')).best_time).toEqual({ ready: false, measured: 9, needed: 10, day: null, hour: null });

    await addMeasured(user.id, { at: friday(3), likes: 5 });
    const o = await overview(user.auth, '?days=90');
    expect(o.best_time).toEqual({
      ready: true,
      measured: 10,
      needed: 10,
      day: { weekday: 1, label: 'Monday', average_interactions: 30, posts: 6 },
      hour: { hour: 9, average_interactions: 30, posts: 6 },
    });
    // In Tokyo those Monday 09:00 UTC posts went out on Monday at 18:00.
    expect((await overview(user.auth, '?days=90&tz=Asia/Tokyo')).best_time.hour).toMatchObject({ hour: 18 });
  });
});

describe('targets of posts (issue 25)', () => {
  it('counts a target once it has an outcome, on the day it went out, and never a draft, scheduled, publishing, cancelled or unknown one', async () => {
    const user = await creator(t);
    const now = Date.now();
    // Not publications (yet): none of these is counted, whenever they were made or are due.
    await addTarget(user.id, { status: 'scheduled', createdAt: new Date(now - DAY), scheduledAt: new Date(now + DAY) });
    await addTarget(user.id, { status: 'scheduled', createdAt: new Date(now - 2 * DAY), scheduledAt: new Date(now - 60_000) });
    await addTarget(user.id, { status: 'draft', createdAt: new Date(now - DAY) });
    await addTarget(user.id, { status: 'publishing', createdAt: new Date(now - DAY) });
    await addTarget(user.id, { status: 'cancelled', createdAt: new Date(now - DAY) });
    await addTarget(user.id, { status: 'unknown', createdAt: new Date(now - DAY), publishedAt: null });
    const nothing = await overview(user.auth, '?days=7');
    expect(nothing.totals.publications).toMatchObject({ succeeded: 0, failed: 0 });
    expect(nothing.daily.every((d) => d.succeeded === 0 && d.failed === 0)).toBe(true);
    expect(nothing.last_published_at).toBeNull();

    // Made ten days ago, published yesterday: yesterday's, in this window, not the one before.
    const wentOut = new Date(now - DAY);
    await addTarget(user.id, { status: 'published', createdAt: new Date(now - 10 * DAY), publishedAt: wentOut, scheduledAt: wentOut });
    // Outcomes that count as failed: refused, and an account to reconnect.
    await addTarget(user.id, { status: 'failed', platform: 'linkedin', createdAt: new Date(now - 20 * DAY), publishedAt: new Date(now - 2 * DAY) });
    await addTarget(user.id, { status: 'needs_reconnect', platform: 'linkedin', createdAt: new Date(now - 2 * DAY), publishedAt: null });
    // Published before targets had a publish time: counted at its creation.
    const older = new Date(now - 3 * DAY);
    await addTarget(user.id, { status: 'published', createdAt: older, publishedAt: null });

    const o = await overview(user.auth, '?days=7');
    expect(o.totals.publications).toEqual({
      succeeded: 2,
      failed: 2,
      by_platform: expect.arrayContaining([
        { platform: 'twitter', succeeded: 2, failed: 0 },
        { platform: 'linkedin', succeeded: 0, failed: 2 },
      ]),
    });
    expect(o.previous.publications).toMatchObject({ succeeded: 0, failed: 0 });
    expect(o.totals.demo).toBe(2);
    expect(o.engagement.by_platform.find((p) => p.platform === 'twitter')).toMatchObject({ publications: 2, demo: 2 });
    const on = (at: number) => o.daily.find((d) => d.date === dateIn(new Date(at), 'UTC'))!;
    expect(on(now - DAY)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(on(now - 2 * DAY)).toMatchObject({ succeeded: 0, failed: 2 });
    expect(on(now - 3 * DAY)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(on(now)).toMatchObject({ succeeded: 0, failed: 0 });
    expect(o.last_published_at).toBe(wentOut.toISOString());

    // The export counts the same.
    const csv = await t.app.inject({ url: '/api/analytics/export.csv?days=7', headers: user.auth });
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const published = lines.map((line) => line.split(',')).map((cells) => [cells[0], cells[8], cells[9]]);
    expect(published.slice(1).filter(([, ok, failed]) => ok !== '0' || failed !== '0')).toEqual([
      [dateIn(new Date(now - 3 * DAY), 'UTC'), '1', '0'],
      [dateIn(new Date(now - 2 * DAY), 'UTC'), '0', '2'],
      [dateIn(new Date(now - DAY), 'UTC'), '1', '0'],
    ]);
  });

  it('lists a top post with the time it went out', async () => {
    const user = await creator(t);
    const made = new Date(Date.now() - 30 * DAY);
    const wentOut = new Date(Date.now() - DAY);
    const id = await addMeasured(user.id, { at: wentOut, likes: 9 });
    await t.database.db.execute(sql`update publications set created_at = ${made}, published_at = ${wentOut} where id = ${id}`);
    const o = await overview(user.auth, '?days=7');
    expect(o.top_publications).toMatchObject([{ id, interactions: 9, created_at: wentOut.toISOString() }]);
  });
});

describe('GET /api/analytics/export.csv', () => {
  it('downloads the daily series with the same filters, unknown numbers as empty cells', async () => {
    const user = await creator(t);
    await addContent(user.id, new Date(), 'Five words in this body.');
    await addMeasured(user.id, { at: new Date(), likes: 4, comments: 1 });
    const res = await t.app.inject({ url: '/api/analytics/export.csv?days=7&platforms=twitter', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const end = dateIn(new Date(), 'UTC');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inkwell-analytics-${dateIn(new Date(Date.now() - 6 * DAY), 'UTC')}-to-${end}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(
      'Date,Video Scripts,Blog Posts,Social Posts,Newsletters,Summaries,Humanizations,Words written,Posts published,Posts failed,Impressions,Likes,Comments,Shares,Views',
    );
    expect(lines.at(-1)).toBe(`${end},0,1,0,0,0,0,5,1,0,,4,1,,`);
    const bad = await t.app.inject({ url: '/api/analytics/export.csv?days=500', headers: user.auth });
    expect(bad.statusCode).toBe(422);
  });
});

describe('why numbers are missing (issue 24)', () => {
  /** A real post whose numbers were never fetched: still scheduled (`awaiting`), or given up on. */
  async function addUnmeasured(userId: string, opts: { at: Date; scheduled: boolean }) {
    const id = randomUUID();
    await t.database.db.insert(publications).values({
      id, userId, platform: 'twitter', status: 'published', content: 'A post', username: 'ada', externalId: `x-${id}`, url: `https://x.com/ada/status/${id}`, demoMode: false, createdAt: opts.at,
    });
    await t.database.db.insert(publicationMetrics).values({
      publicationId: id, userId, platform: 'twitter', publishedAt: opts.at, state: opts.scheduled ? 'pending' : 'unavailable', fetchedAt: null,
      nextFetchAt: opts.scheduled ? new Date(Date.now() + 10 * 60_000) : null,
    });
  }

  it('says which accounts are demo connections, how many posts are demo or still waiting for numbers, and when anything last happened', async () => {
    const user = await creator(t, { tier: 'basic' });
    const fresh = await overview(user.auth);
    expect(fresh).toMatchObject({ connected_accounts: [], real_platforms: [], last_created_at: null, last_published_at: null });
    expect(fresh.totals).toMatchObject({ demo: 0, awaiting: 0, measured: 0 });

    // Demo connections (this Inkwell has no platform configured): their posts count as published, never measured.
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const published = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: user.auth, payload: { content: 'Hello', platforms: ['twitter', 'linkedin'] } });
    expect(published.json().successful_publications).toBe(2);
    // Real posts: one whose first fetch is still to come, one the platform never gave numbers for, one measured.
    await addUnmeasured(user.id, { at: new Date(), scheduled: true });
    await addUnmeasured(user.id, { at: new Date(), scheduled: false });
    await addMeasured(user.id, { at: new Date(), likes: 3 });
    // Content from before the window.
    const longAgo = new Date(Date.now() - 40 * DAY);
    await addContent(user.id, longAgo);

    const o = await overview(user.auth, '?days=7');
    expect(o.connected_accounts).toEqual([
      { platform: 'linkedin', demo_mode: true },
      { platform: 'twitter', demo_mode: true },
    ]);
    expect(o.has_real_accounts).toBe(false);
    expect(o.real_platforms).toEqual([]);
    expect(o.totals).toMatchObject({ items: 0, measured: 1, demo: 2, awaiting: 1, publications: { succeeded: 5, failed: 0 } });
    expect(o.engagement.by_platform.find((p) => p.platform === 'twitter')).toMatchObject({ publications: 4, measured: 1, demo: 1, awaiting: 1 });
    expect(o.engagement.by_platform.find((p) => p.platform === 'linkedin')).toMatchObject({ publications: 1, measured: 0, demo: 1, awaiting: 0 });
    expect(o.last_created_at).toBe(longAgo.toISOString());
    expect(Date.now() - Date.parse(o.last_published_at!)).toBeLessThan(60_000);

    // The filter narrows the posts; the connections are all listed whatever it is.
    const youtube = await overview(user.auth, '?days=7&platforms=youtube');
    expect(youtube.last_published_at).toBeNull();
    expect(youtube.totals).toMatchObject({ demo: 0, awaiting: 0 });
    expect(youtube.connected_accounts).toHaveLength(2);
  });

  it('names the platforms connected to for real when their credentials are configured', async () => {
    const configured = await buildTestApp({ env: { TWITTER_CLIENT_ID: 'inkwell-test', TWITTER_CLIENT_SECRET: 'inkwell-test-secret' } });
    try {
      const user = await creator(configured);
      const res = await configured.app.inject({ url: '/api/analytics/overview', headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AnalyticsOverview>().real_platforms).toEqual(['twitter']);
    } finally {
      await configured.close();
    }
  });
});

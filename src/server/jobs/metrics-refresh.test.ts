import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsOverview } from '../../contract/analytics';
import { publicationMetrics, publications, socialAccounts } from '../db/schema';
import { platformPausedUntil } from '../social/platform-pause';
import { authorizationUrl, creator, followCallback, type Auth } from '../test/social-helpers';
import { startLocalApi, type RecordedRequest, type Reply } from '../test/social-platforms/local-api';
import { startOAuthServer } from '../test/social-platforms/oauth-server';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The engagement job end to end: X configured for real (a local OAuth server and a local server
// speaking X's API), posts published through the routes, the job's rounds run by hand (and once
// through the job layer), the numbers read back through GET /api/analytics/overview.

const APP_URL = 'http://localhost:3300';
let t: TestApp;
let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
let x: Awaited<ReturnType<typeof startLocalApi>>;
/** What the local X answers for each post: its public numbers, or gone. */
const posts = new Map<string, { like_count: number; reply_count: number; retweet_count: number; quote_count: number; impression_count: number } | 'deleted'>();

function tweetLookup(req: RecordedRequest): Reply {
  const post = posts.get(req.params.id!);
  if (post === 'deleted' || post === undefined) {
    return { json: { errors: [{ title: 'Not Found Error', type: 'https://api.twitter.com/2/problems/resource-not-found', detail: `Could not find tweet with id: [${req.params.id}].` }] } };
  }
  return { json: { data: { id: req.params.id, text: 'A post', public_metrics: { ...post, bookmark_count: 0 } } } };
}

beforeAll(async () => {
  oauth = await startOAuthServer();
  let next = 1;
  x = await startLocalApi({
    'GET /2/users/me': () => ({ json: { data: { id: '2244994945', name: 'Ada Lovelace', username: 'ada_lovelace' } } }),
    'POST /2/tweets': (req) => ({ status: 201, json: { data: { id: String(9000 + next++), text: (req.json() as { text: string }).text } } }),
    'GET /2/tweets/:id': tweetLookup,
  });
  t = await buildTestApp({
    env: {
      APP_URL,
      TWITTER_CLIENT_ID: 'inkwell-test',
      TWITTER_CLIENT_SECRET: 'inkwell-test-secret',
      TWITTER_AUTH_URL: oauth.authUrl,
      TWITTER_TOKEN_URL: oauth.tokenUrl,
      TWITTER_API_BASE: x.url,
      METRICS_PER_PLATFORM: '2',
    },
  });
});
afterAll(async () => {
  await t.close();
  await x.close();
  await oauth.close();
});

async function connectX(auth: Auth) {
  const consent = await authorizationUrl(t.app, auth, 'twitter');
  const code = await oauth.codeFrom(consent.toString());
  const landing = await followCallback(t.app, `/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: consent.searchParams.get('state')! })}`);
  expect(landing.searchParams.get('oauth_success')).toBe('true');
}

async function publish(auth: Auth, content: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: auth, payload: { content, platforms: ['twitter'] } });
  expect(res.json().successful_publications, res.body).toBe(1);
  const [row] = await t.database.db.select().from(publications).where(eq(publications.content, content));
  return row!.id;
}

async function metricsOf(publicationId: string) {
  const [row] = await t.database.db.select().from(publicationMetrics).where(eq(publicationMetrics.publicationId, publicationId));
  return row!;
}

/** Time passes: these posts' scheduled fetches are due now. */
async function due(...ids: string[]) {
  for (const id of ids) {
    await t.database.db.execute(sql`update publication_metrics set next_fetch_at = now() - interval '1 second' where publication_id = ${id} and next_fetch_at is not null`);
  }
}

async function overview(auth: Auth): Promise<AnalyticsOverview> {
  const res = await t.app.inject({ url: '/api/analytics/overview?days=7', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the engagement job', () => {
  it('schedules a real post when it is published, fetches its numbers in a round, and analytics shows them', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const id = await publish(user.auth, 'Numbers, please');
    const scheduled = await metricsOf(id);
    expect(scheduled).toMatchObject({ platform: 'twitter', state: 'pending', fetchedAt: null });
    // Not on the request's path: the first fetch waits a few minutes.
    expect(scheduled.nextFetchAt!.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(await t.app.metricsJob.tick()).toEqual({ measured: 0, gone: 0, failed: 0, deferred: 0 });

    const [pub] = await t.database.db.select().from(publications).where(eq(publications.id, id));
    posts.set(pub!.externalId!, { like_count: 12, reply_count: 3, retweet_count: 2, quote_count: 1, impression_count: 480 });
    await due(id);
    expect(await t.app.metricsJob.tick()).toMatchObject({ measured: 1 });
    const measured = await metricsOf(id);
    expect(measured).toMatchObject({ state: 'measured', likes: 12, comments: 3, shares: 3, impressions: 480, views: null, failures: 0 });
    expect(measured.fetchedAt).toBeInstanceOf(Date);
    // A new post is asked about again within the hour.
    expect(measured.nextFetchAt!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(x.calls('GET /2/tweets/:id').at(-1)!.query.get('tweet.fields')).toBe('public_metrics');

    const o = await overview(user.auth);
    expect(o.totals.engagement).toEqual({ impressions: 480, likes: 12, comments: 3, shares: 3, views: null });
    expect(o.top_publications).toMatchObject([{ id, interactions: 18, removed: false, demo_mode: false }]);
    expect(o.has_real_accounts).toBe(true);
  });

  it('asks a platform for at most METRICS_PER_PLATFORM posts a round', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const ids = [await publish(user.auth, 'Bounded one'), await publish(user.auth, 'Bounded two'), await publish(user.auth, 'Bounded three')];
    for (const id of ids) {
      const [pub] = await t.database.db.select().from(publications).where(eq(publications.id, id));
      posts.set(pub!.externalId!, { like_count: 1, reply_count: 0, retweet_count: 0, quote_count: 0, impression_count: 10 });
    }
    await due(...ids);
    const before = x.calls('GET /2/tweets/:id').length;
    expect(await t.app.metricsJob.tick()).toMatchObject({ measured: 2 });
    expect(x.calls('GET /2/tweets/:id').length - before).toBe(2);
    expect(await t.app.metricsJob.tick()).toMatchObject({ measured: 1 });
    expect((await Promise.all(ids.map(metricsOf))).every((m) => m.state === 'measured')).toBe(true);
  });

  it('keeps a deleted post’s last numbers, marks it removed and stops asking', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const id = await publish(user.auth, 'Soon deleted');
    const [pub] = await t.database.db.select().from(publications).where(eq(publications.id, id));
    posts.set(pub!.externalId!, { like_count: 5, reply_count: 0, retweet_count: 0, quote_count: 0, impression_count: 50 });
    await due(id);
    await t.app.metricsJob.tick();
    posts.set(pub!.externalId!, 'deleted');
    await due(id);
    expect(await t.app.metricsJob.tick()).toMatchObject({ gone: 1 });
    expect(await metricsOf(id)).toMatchObject({ state: 'gone', likes: 5, nextFetchAt: null });
    expect((await overview(user.auth)).top_publications).toMatchObject([{ id, removed: true, interactions: 5 }]);
  });

  it('marks the account for reconnecting when the platform refuses its token, and waits a day before asking again', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const id = await publish(user.auth, 'Token revoked');
    await due(id);
    x.failNext('GET /2/tweets/:id', { status: 401, json: { title: 'Unauthorized', status: 401 } });
    expect(await t.app.metricsJob.tick()).toMatchObject({ failed: 1 });
    const [account] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(account!.status).toBe('reconnect');
    const row = await metricsOf(id);
    expect(row.state).toBe('pending');
    expect(row.nextFetchAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    // While the account waits for the creator, the job does not call the platform with it.
    await due(id);
    const calls = x.calls('GET /2/tweets/:id').length;
    expect(await t.app.metricsJob.tick()).toMatchObject({ deferred: 1 });
    expect(x.calls('GET /2/tweets/:id').length).toBe(calls);
  });

  it('runs its round as the metricsRefresh job on the job layer', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const id = await publish(user.auth, 'Counted by the job layer');
    const [pub] = await t.database.db.select().from(publications).where(eq(publications.id, id));
    posts.set(pub!.externalId!, { like_count: 7, reply_count: 1, retweet_count: 0, quote_count: 0, impression_count: 70 });
    await due(id);
    await t.app.jobs.send('metricsRefresh', {});
    await vi.waitFor(async () => expect(await metricsOf(id)).toMatchObject({ state: 'measured', likes: 7, impressions: 70 }), { timeout: 20_000 });
  });

  it('counts a post’s age from when it went out, not from when its target was made', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const id = await publish(user.auth, 'Scheduled a while ago');
    const [pub] = await t.database.db.select().from(publications).where(eq(publications.id, id));
    posts.set(pub!.externalId!, { like_count: 1, reply_count: 0, retweet_count: 0, quote_count: 0, impression_count: 5 });
    // A target made 89 days ago and published now: its numbers are still worth asking for.
    await t.database.db.execute(sql`update publications set created_at = now() - interval '89 days', published_at = now() where id = ${id}`);
    await t.database.db.execute(sql`update publication_metrics set published_at = now() - interval '89 days' where publication_id = ${id}`);
    await due(id);
    expect(await t.app.metricsJob.tick()).toMatchObject({ measured: 1 });
    const row = await metricsOf(id);
    expect(Math.abs(row.publishedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.nextFetchAt!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('gives its claimed posts back, due at once, when its run is stopped', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const id = await publish(user.auth, 'Stopped round');
    await due(id);
    const stopping = new AbortController();
    stopping.abort();
    const calls = x.calls('GET /2/tweets/:id').length;
    expect(await t.app.metricsJob.tick(stopping.signal)).toEqual({ measured: 0, gone: 0, failed: 0, deferred: 0 });
    expect(x.calls('GET /2/tweets/:id').length).toBe(calls);
    const row = await metricsOf(id);
    expect(row.state).toBe('pending');
    expect(row.nextFetchAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  // Last: the job stays away from X for the rest of this file once X rate limits it.
  it('backs off from a platform that rate limits it, for as long as it asks', async () => {
    const user = await creator(t);
    await connectX(user.auth);
    const first = await publish(user.auth, 'Limited one');
    const second = await publish(user.auth, 'Limited two');
    await due(first, second);
    x.failNext('GET /2/tweets/:id', { status: 429, headers: { 'retry-after': '600' }, json: { title: 'Too Many Requests', status: 429 } });
    const calls = x.calls('GET /2/tweets/:id').length;
    expect(await t.app.metricsJob.tick()).toMatchObject({ failed: 1, deferred: 1 });
    expect(x.calls('GET /2/tweets/:id').length - calls).toBe(1);
    for (const id of [first, second]) {
      const row = await metricsOf(id);
      expect(row.state).toBe('pending');
      expect(row.nextFetchAt!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    }
    // The pause is in the database, for every instance and for publishing too.
    expect((await platformPausedUntil(t.database.db, 'twitter'))!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    // The next round does not call X at all, even for posts that are due.
    await due(first, second);
    expect(await t.app.metricsJob.tick()).toEqual({ measured: 0, gone: 0, failed: 0, deferred: 0 });
    expect(x.calls('GET /2/tweets/:id').length - calls).toBe(1);
  });
});

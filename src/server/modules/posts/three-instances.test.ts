import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../../contract/posts';
import { publications } from '../../db/schema';
import { buildTestApp, openSecondInstance, type TestApp } from '../../test/build-test-app';
import { compiledServer, startServerProcess, type ServerProcess } from '../../test/server-process';
import { authorizationUrl, creator, followCallback, type Auth } from '../../test/social-helpers';
import { startXWorld, type XWorld } from '../../test/social-platforms/x-world';

// Issue 27: "three instances on one PostgreSQL publishing 300 targets due in the same minute: each exactly
// once (counted by the local platform server), while one instance is killed mid-way". Two instances run in
// this process (apps on one database, as in two-instances.test.ts); the third is the compiled server in a
// child process, killed with SIGKILL while it has calls to X under way. Its calls reach X through a proxy
// that holds some of them first, so that the kill loses both kinds: requests X never received, and posts
// X made whose answer never came. The other two instances must finish everything, through the recovery
// job and the unknown-outcome rule (X's timeline is asked: each creator has an X account of their own).

const CREATORS = 30;
const POSTS_EACH = 10;
const TOTAL = CREATORS * POSTS_EACH;
/** How far ahead the posts are scheduled: enough to create the 300 of them first (6 s on a quiet machine, 17 s under a load of 8). */
const LEAD_MS = 30_000;
const SETTLE_MS = 240_000;
const SECRET_KEY = 'three-instances-secret-key-three-instances-0123';

const env = {
  SECRET_KEY,
  JOB_POLL_SECONDS: '0.5',
  // A call whose heartbeat stopped counts as stopped after 5 s; the platform is asked 8 s after it started.
  PUBLISH_STALE_SECONDS: '5',
  SOCIAL_TIMEOUT_MS: '8000',
  METRICS_INTERVAL_SECONDS: '0',
  TWITTER_CLIENT_ID: 'inkwell-test',
  TWITTER_CLIENT_SECRET: 'inkwell-test-secret',
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances on one PostgreSQL, one killed mid-way', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof openSecondInstance>>;
  let third: ServerProcess | undefined;
  let build: Awaited<ReturnType<typeof compiledServer>> | undefined;
  let world: XWorld | undefined;
  let oauth: XWorld['oauth'];
  let x: XWorld['x'];
  let proxy: XWorld['proxy'];
  const creators: Auth[] = [];

  beforeAll(async () => {
    world = await startXWorld();
    ({ oauth, x, proxy } = world);
    const platform = { TWITTER_AUTH_URL: oauth.authUrl, TWITTER_TOKEN_URL: oauth.tokenUrl };
    [build, t] = await Promise.all([compiledServer(), buildTestApp({ env: { ...env, ...platform, APP_URL: 'http://localhost:3300', TWITTER_API_BASE: x.url } })]);
    second = await openSecondInstance(t);
    third = await startServerProcess(build, { ...env, ...platform, DATABASE_URL: t.databaseUrl!, TWITTER_API_BASE: proxy.url });
    for (let i = 0; i < CREATORS; i++) {
      // Enterprise: a scheduled post takes a unit of the month's posts, which is not what this test is about.
      const user = await creator(t, { tier: 'enterprise' });
      const consent = await authorizationUrl(t.app, user.auth, 'twitter');
      const code = await oauth.codeFrom(consent.toString());
      const landing = await followCallback(t.app, `/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: consent.searchParams.get('state')! })}`);
      expect(landing.searchParams.get('oauth_success')).toBe('true');
      creators.push(user.auth);
    }
  }, 300_000);

  afterAll(async () => {
    await third?.kill();
    await second?.close();
    await t?.close();
    await world?.close();
    build?.remove();
  }, 60_000);

  /** POST /api/posts through one of the three instances (the third over HTTP). */
  async function schedule(instance: number, auth: Auth, payload: Record<string, unknown>): Promise<Post> {
    if (instance < 2) {
      const res = await [t.app, second.app][instance]!.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Post>();
    }
    const res = await fetch(`${third!.url}/api/posts`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const body = await res.text();
    expect(res.status, body).toBe(201);
    return JSON.parse(body) as Post;
  }

  it('publishes 300 targets due in the same minute, each exactly once and not before its time', async () => {
    const at = new Date(Date.now() + LEAD_MS);
    const stamp = Date.now().toString(36);
    const jobs = Array.from({ length: TOTAL }, (_, i) => ({ i, creator: i % CREATORS, text: `Scheduled post ${i + 1} of ${TOTAL} on three instances ${stamp}` }));
    // Each instance creates a third (so each sends a third of the jobs and wakes at their time), ten at a time.
    const posts: Post[] = [];
    for (let from = 0; from < TOTAL; from += 10) {
      const batch = jobs.slice(from, from + 10);
      posts.push(...(await Promise.all(batch.map((job) => schedule(job.i % 3, creators[job.creator]!, { text: job.text, platforms: ['twitter'], scheduled_at: at.toISOString() })))));
    }
    // On a machine busy enough that making them took longer than the lead, the last ones were made after
    // their time and published at once (still not before it): said in the summary below, not a failure.
    const created = Date.now();

    // Killed mid-way: some posts made, and the third instance in the middle of calls to X.
    await vi.waitFor(
      () => {
        if (third!.child.exitCode !== null) throw new Error(`the third instance exited: ${third!.output()}`);
        expect(x.tweets.length, 'posts made before the kill').toBeGreaterThanOrEqual(TOTAL / 5);
        expect(proxy.underWay(), 'calls of the third instance under way').toBeGreaterThanOrEqual(3);
      },
      { timeout: 120_000, interval: 20 },
    );
    const madeBeforeKill = x.tweets.length;
    const underWay = proxy.underWay();
    await third!.kill();
    const killedAt = Date.now();
    expect(madeBeforeKill).toBeLessThan(TOTAL);

    const postIds = posts.map((post) => post.id);
    await vi.waitFor(
      async () => {
        const rows = await t.database.db.select({ status: publications.status }).from(publications).where(inArray(publications.postId, postIds));
        expect(rows.filter((row) => row.status !== 'published').map((row) => row.status)).toEqual([]);
      },
      { timeout: SETTLE_MS, interval: 1_000 },
    );
    const done = Date.now();

    // X made each post exactly once and was sent each once: no duplicate, none lost.
    expect(x.tweets).toHaveLength(TOTAL);
    for (const { text } of jobs) {
      expect(x.tweets.filter((tweet) => tweet.text === text), text).toHaveLength(1);
      expect(x.calls('POST /2/tweets').filter((req) => (req.json() as { text: string }).text === text), text).toHaveLength(1);
    }
    const targets = await t.database.db.select().from(publications).where(inArray(publications.postId, postIds));
    expect(targets).toHaveLength(TOTAL);
    for (const target of targets) {
      const tweet = x.tweets.find((made) => made.text === target.content)!;
      expect(target.url).toMatch(new RegExp(`/status/${tweet.id}$`));
      // Not before its time, on X as in Inkwell.
      expect(tweet.createdAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(target.publishedAt!.getTime()).toBeGreaterThanOrEqual(at.getTime());
    }
    // The kill lost calls (dropped on their way, or answered to no one), and X's timelines were asked.
    expect(proxy.dropped() + proxy.answerLost()).toBeGreaterThan(0);
    expect(x.calls('GET /2/users/:id/tweets').length).toBeGreaterThan(0);

    const late = targets.map((target) => (target.publishedAt!.getTime() - at.getTime()) / 1000).sort((a, b) => a - b);
    // Targets over a minute late, and what became of their jobs: one still `active` was taken by the killed
    // instance before it claimed the row (pg-boss expires it after 15 min; the recovery re-sends after 2).
    const overAMinute = targets.filter((target) => target.publishedAt!.getTime() - at.getTime() > 60_000).map((target) => target.id);
    const jobStates = overAMinute.length === 0 ? [] : (await t.database.executeSql(`select state, count(*)::int as n from pgboss.job where name = 'publish-target' and data->>'targetId' = any($1) group by state`, [overAMinute])).rows as { state: string; n: number }[];
    console.info(
      `three instances: created in ${((created - at.getTime() + LEAD_MS) / 1000).toFixed(1)} s (${created < at.getTime() ? 'before' : 'AFTER'} their time); killed ${((killedAt - at.getTime()) / 1000).toFixed(1)} s after the time ` +
        `with ${madeBeforeKill}/${TOTAL} made and ${underWay} calls under way (${proxy.dropped()} dropped before X, ${proxy.answerLost()} answers lost); ` +
        `all published ${((done - at.getTime()) / 1000).toFixed(1)} s after the time; published_at - scheduled_at p50 ${late[Math.floor(TOTAL / 2)]!.toFixed(1)} s, max ${late.at(-1)!.toFixed(1)} s; ` +
        `${targets.filter((target) => target.attempts > 1).length} targets took a second call; ${overAMinute.length} published over 60 s late (their jobs: ${jobStates.map((job) => `${job.n} ${job.state}`).join(', ') || 'none'})`,
    );
  }, SETTLE_MS + 120_000);
});

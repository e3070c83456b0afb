import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../../contract/posts';
import { publications } from '../../db/schema';
import { buildTestApp, openSecondInstance, type TestApp } from '../../test/build-test-app';
import { authorizationUrl, creator, followCallback } from '../../test/social-helpers';
import { startLocalX } from '../../test/social-platforms/local-x';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';

// Issue 25: "Two instances on one PostgreSQL never run one target twice". Two apps share one database
// (as two processes behind a load balancer would), each with its own job workers; posts go in through
// both, and every target's job is sent once more from the other instance, so that both instances hold a
// job for every target. X is a local server that counts the posts it makes.

const POSTS = 20;
const APP_URL = 'http://localhost:3300';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof openSecondInstance>>;
  let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
  let x: Awaited<ReturnType<typeof startLocalX>>;

  beforeAll(async () => {
    oauth = await startOAuthServer();
    // Each post takes a moment to be answered, so that the instances' calls overlap.
    x = await startLocalX({ answerAfterMs: 300 });
    t = await buildTestApp({
      env: {
        APP_URL,
        JOB_POLL_SECONDS: '0.5',
        TWITTER_CLIENT_ID: 'inkwell-test',
        TWITTER_CLIENT_SECRET: 'inkwell-test-secret',
        TWITTER_AUTH_URL: oauth.authUrl,
        TWITTER_TOKEN_URL: oauth.tokenUrl,
        TWITTER_API_BASE: x.url,
      },
    });
    second = await openSecondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await x?.close();
    await oauth?.close();
  });

  /** A creator with X connected through its consent page. */
  async function creatorOnX() {
    const user = await creator(t);
    const consent = await authorizationUrl(t.app, user.auth, 'twitter');
    const code = await oauth.codeFrom(consent.toString());
    const landing = await followCallback(t.app, `/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: consent.searchParams.get('state')! })}`);
    expect(landing.searchParams.get('oauth_success')).toBe('true');
    return user;
  }

  it('publishes each of 20 targets exactly once, though both instances hold a job for every one', async () => {
    // Two creators, so that the per-creator limit of calls at once is met and shared across the instances.
    const creators = [await creatorOnX(), await creatorOnX()];
    const instances = [t.app, second.app];
    const stamp = Date.now();
    const texts = Array.from({ length: POSTS }, (_, i) => `Post ${i + 1} of ${POSTS} through two instances ${stamp}`);

    const postIds = await Promise.all(
      texts.map(async (text, i) => {
        const res = await instances[i % 2]!.inject({ method: 'POST', url: '/api/posts', headers: creators[i % 2]!.auth, payload: { text, platforms: ['twitter'] } });
        expect(res.statusCode, res.body).toBe(201);
        const post = res.json<Post>();
        // The other instance gets a job for the same target too (a duplicate the claim must turn away).
        const [target] = await t.database.db.select().from(publications).where(eq(publications.postId, post.id));
        await instances[(i + 1) % 2]!.jobs.send('publishTarget', { targetId: target!.id, version: target!.version });
        return post.id;
      }),
    );

    await vi.waitFor(
      async () => {
        const states = await Promise.all(
          postIds.map(async (id, i) => (await instances[i % 2]!.inject({ url: `/api/posts/${id}`, headers: creators[i % 2]!.auth })).json<Post>().targets[0]!.state),
        );
        expect(states.filter((state) => state !== 'published')).toEqual([]);
      },
      { timeout: 180_000, interval: 500 },
    );

    // X made each post once and was asked for each once; each target took one call.
    for (const text of texts) {
      expect(x.tweets.filter((tweet) => tweet.text === text), text).toHaveLength(1);
      expect(x.calls('POST /2/tweets').filter((req) => (req.json() as { text: string }).text === text), text).toHaveLength(1);
    }
    const targets = await t.database.db.select().from(publications).where(inArray(publications.postId, postIds));
    expect(targets).toHaveLength(POSTS);
    for (const target of targets) {
      expect(target.status).toBe('published');
      expect(target.attempts).toBe(1);
      expect(target.url).toBe(`https://x.com/inkwell_app/status/${x.tweets.find((tweet) => tweet.text === target.content)!.id}`);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { platformPauses, publicationMetrics, publications, socialAccounts } from '../../db/schema';
import type { JobName, JobPayload } from '../../queue/definitions';
import type { SendOptions } from '../../queue/job-layer';
import type { DemoPlatformClient } from '../../social/demo';
import { classifyHttpFailure, SocialError } from '../../social/errors';
import type { PublishInput, PublishOutcome, SocialPlatformClient } from '../../social/port';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator } from '../../test/social-helpers';
import { createPost } from './create-post';
import { PostEvents } from './post-events';
import { postQuota } from './post-quota';
import type { PublishDeps } from './publish-deps';
import { recoverPublishing } from './publish-recovery';
import { publishTarget } from './publish-target';

// The publish job's state machine, driven by hand: the app's own job layer is off, the jobs the code sends
// are recorded, and each run is the exported handler's, with platform clients of the test's own making.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOBS: 'off', APP_URL: 'http://localhost:3300' } });
});
afterAll(() => t.close());

interface Sent {
  name: JobName;
  payload: JobPayload<'publishTarget'>;
  startAfter?: Date;
}

type Publish = (input: PublishInput, call: number) => Promise<PublishOutcome>;
type FindRecent = NonNullable<SocialPlatformClient['findRecent']>;

/** A real (not demo) platform client whose publish (and, when given, findRecent) answer as the test says. */
function realClient(platform: PublishPlatform, publish: Publish, findRecent?: FindRecent) {
  const seen = { publishes: [] as PublishInput[], lookups: [] as Array<Parameters<FindRecent>[0]> };
  const client: SocialPlatformClient = {
    platform,
    demo: false,
    authorize: () => 'http://127.0.0.1:3301/authorize',
    exchange: async () => ({ accessToken: 'unused' }),
    refresh: async () => ({ accessToken: 'refreshed', expiresAt: new Date(Date.now() + 3600_000) }),
    profile: async () => ({ externalId: 'unused', username: 'unused' }),
    publish: async (input) => {
      seen.publishes.push(input);
      return publish(input, seen.publishes.length);
    },
    ...(findRecent && {
      findRecent: async (opts) => {
        seen.lookups.push(opts);
        return findRecent(opts);
      },
    }),
  };
  return { client, seen };
}

/** The job's world with these clients: jobs and webhook events recorded. */
function world(clients: Partial<Record<PublishPlatform, SocialPlatformClient>>, overrides: Partial<PublishDeps> = {}) {
  const sent: Sent[] = [];
  const announced: Array<{ platform: string; status: string; error?: string | null }> = [];
  const { tokens, media, clients: demo } = t.app.socialPlatforms;
  const deps: PublishDeps = {
    db: t.database.db,
    clients: { ...demo, ...clients },
    tokens,
    media,
    jobs: {
      send: async <N extends JobName>(name: N, payload: JobPayload<N>, options: SendOptions = {}) => {
        sent.push({ name, payload: payload as JobPayload<'publishTarget'>, startAfter: options.startAfter });
        return randomUUID();
      },
    },
    webhooks: { publicationsRecorded: (_userId, rows) => announced.push(...rows), postEvent: () => {} },
    log: t.app.log,
    events: new PostEvents(),
    schedule: t.app.schedule,
    quota: postQuota({ db: t.database.db, usage: t.app.usage, accounts: t.app.accounts }),
    mailer: t.app.mailer,
    lateLimitMs: t.config.schedule.lateLimitMs,
    appUrl: t.config.appUrl,
    callTimeoutMs: 50,
    staleMs: 5_000,
    ...overrides,
  };
  /** Runs the next job sent (as the job layer would once it is due). */
  const runNext = async (signal = new AbortController().signal) => {
    const job = sent.shift();
    if (!job) throw new Error('no job was sent');
    expect(job.name).toBe('publishTarget');
    await publishTarget(deps, job.payload, signal);
    return job;
  };
  return { deps, sent, announced, runNext };
}

async function connectReal(userId: string, platform: PublishPlatform) {
  const sealed = t.app.socialPlatforms.tokens.seal({ userId, platform }, { accessToken: `${platform}-access`, expiresAt: new Date(Date.now() + 3600_000) });
  await t.database.db.insert(socialAccounts).values({ id: randomUUID(), userId, platform, externalId: `${platform}-id`, username: 'maya_lee', demoMode: false, ...sealed });
}

/** A creator with a real account on the platform and a post to it made through the service (its job recorded). */
async function postTo(w: ReturnType<typeof world>, platform: PublishPlatform, opts: { userId?: string; text?: string } = {}) {
  const userId = opts.userId ?? (await creator(t)).id;
  if (!opts.userId) await connectReal(userId, platform);
  const post = await createPost(w.deps, userId, { text: opts.text ?? 'Hello there', platforms: [platform], media_ids: [], thread: false, draft: false, queue: false });
  return { userId, post, targetId: post.targets[0]!.id };
}

const targetRow = async (id: string) => (await t.database.db.select().from(publications).where(eq(publications.id, id)))[0]!;
const secondsFromNow = (date: Date | undefined) => Math.round(((date?.getTime() ?? 0) - Date.now()) / 1000);

describe('the publish job', () => {
  it('publishes, records the outcome and the first metrics fetch, and tells webhooks', async () => {
    const x = realClient('twitter', async () => ({ externalId: '1800', url: 'https://x.com/maya_lee/status/1800' }));
    const w = world({ twitter: x.client });
    const { targetId, userId } = await postTo(w, 'twitter');
    await w.runNext();
    expect(await targetRow(targetId)).toMatchObject({
      status: 'published',
      externalId: '1800',
      url: 'https://x.com/maya_lee/status/1800',
      attempts: 1,
      attemptStartedAt: null,
      heartbeatAt: null,
      error: null,
    });
    expect(x.seen.publishes[0]).toMatchObject({ text: 'Hello there', tokens: { accessToken: 'twitter-access' }, profile: { externalId: 'twitter-id', username: 'maya_lee' } });
    const [metrics] = await t.database.db.select().from(publicationMetrics).where(eq(publicationMetrics.publicationId, targetId));
    expect(metrics).toMatchObject({ userId, platform: 'twitter', state: 'pending' });
    expect(w.announced).toMatchObject([{ platform: 'twitter', status: 'published', url: 'https://x.com/maya_lee/status/1800' }]);
    expect(w.sent).toEqual([]);
  });

  it('does nothing for a job of an older version, a target that moved on, or a duplicate run', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const x = realClient('twitter', async () => {
      await held;
      return { externalId: '1801', url: null };
    });
    const w = world({ twitter: x.client });
    const { targetId } = await postTo(w, 'twitter');
    const job = w.sent.shift()!;
    await t.database.db.update(publications).set({ version: 1 }).where(eq(publications.id, targetId));
    await publishTarget(w.deps, job.payload, new AbortController().signal);
    expect(x.seen.publishes).toHaveLength(0);

    // The current version, sent twice: one run calls the platform, the other finds the target taken.
    const current = { targetId, version: 1 };
    const first = publishTarget(w.deps, current, new AbortController().signal);
    await vi.waitFor(() => expect(x.seen.publishes).toHaveLength(1), { timeout: 20_000 });
    await publishTarget(w.deps, current, new AbortController().signal);
    release();
    await first;
    await publishTarget(w.deps, current, new AbortController().signal);
    expect(x.seen.publishes).toHaveLength(1);
    expect(await targetRow(targetId)).toMatchObject({ status: 'published', attempts: 1 });
  });

  it('fails a post the platform refuses, and marks an account whose access was revoked', async () => {
    const x = realClient('twitter', async () => {
      throw classifyHttpFailure({ status: 403, invalidMessage: 'X refused this post: it is a duplicate.' });
    });
    const fb = realClient('facebook', async () => {
      throw classifyHttpFailure({ status: 401 });
    });
    const w = world({ twitter: x.client, facebook: fb.client });
    const refused = await postTo(w, 'twitter');
    const revoked = await postTo(w, 'facebook');
    await w.runNext();
    await w.runNext();
    expect(await targetRow(refused.targetId)).toMatchObject({ status: 'failed', error: 'X refused this post: it is a duplicate.', attempts: 1 });
    expect(await targetRow(revoked.targetId)).toMatchObject({
      status: 'needs_reconnect',
      error: 'The platform no longer accepts Inkwell’s access to this account. Reconnect it and try again.',
    });
    const [account] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, revoked.userId));
    expect(account!.status).toBe('reconnect');
    expect(w.announced.map((a) => [a.platform, a.status])).toEqual([
      ['twitter', 'failed'],
      ['facebook', 'failed'],
    ]);
    expect(w.sent).toEqual([]);
  });

  it('refreshes tokens about to expire before the call; a network failure there is a try later, never "reconnect"', async () => {
    let refreshes = 0;
    const x = realClient('twitter', async (input) => ({ externalId: '1807', url: `https://x.com/maya_lee/status/1807?with=${input.tokens.accessToken}` }));
    x.client.refresh = async () => {
      refreshes++;
      if (refreshes === 1) throw new TypeError('fetch failed');
      return { accessToken: 'twitter-access-2', expiresAt: new Date(Date.now() + 3600_000) };
    };
    const w = world({ twitter: x.client });
    const user = await creator(t);
    const sealed = t.app.socialPlatforms.tokens.seal(
      { userId: user.id, platform: 'twitter' },
      { accessToken: 'twitter-access-1', refreshToken: 'twitter-refresh-1', expiresAt: new Date(Date.now() + 30_000) },
    );
    await t.database.db.insert(socialAccounts).values({ id: randomUUID(), userId: user.id, platform: 'twitter', externalId: 'twitter-id', username: 'maya_lee', demoMode: false, ...sealed });
    const { targetId } = await postTo(w, 'twitter', { userId: user.id });
    await w.runNext();
    expect(await targetRow(targetId)).toMatchObject({ status: 'publishing', attempts: 1, attemptStartedAt: null });
    expect(x.seen.publishes).toHaveLength(0);
    expect(secondsFromNow(w.sent[0]!.startAfter)).toBe(30);
    await w.runNext();
    expect(await targetRow(targetId)).toMatchObject({ status: 'published', url: 'https://x.com/maya_lee/status/1807?with=twitter-access-2' });
    const [account] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(account!.status).toBe('connected');
  });

  it('makes a demo connection of a platform now set up for real wait for a reconnection, without a call', async () => {
    const fb = realClient('facebook', async () => ({ externalId: 'never', url: null }));
    const w = world({ facebook: fb.client });
    const user = await creator(t);
    await connectReal(user.id, 'facebook');
    await t.database.db.update(socialAccounts).set({ demoMode: true }).where(eq(socialAccounts.userId, user.id));
    const { post } = await postTo(w, 'facebook', { userId: user.id });
    expect(post.targets[0]).toMatchObject({ state: 'needs_reconnect', error: 'Reconnect your Facebook account to publish there.' });
    expect(w.sent).toEqual([]);
    expect(w.announced).toMatchObject([{ platform: 'facebook', status: 'failed', error: 'Reconnect your Facebook account to publish there.' }]);
    expect(fb.seen.publishes).toHaveLength(0);
  });

  it('tries a 5xx again after 30 s, 2 min and 10 min, then fails it', async () => {
    const li = realClient('linkedin', async () => {
      throw classifyHttpFailure({ status: 503 });
    });
    const w = world({ linkedin: li.client });
    const { targetId } = await postTo(w, 'linkedin');
    const waits: number[] = [];
    for (let run = 1; run <= 4; run++) {
      await w.runNext();
      if (run < 4) {
        expect(await targetRow(targetId)).toMatchObject({ status: 'publishing', attempts: run, attemptStartedAt: null, error: null });
        waits.push(secondsFromNow(w.sent[0]!.startAfter));
      }
    }
    expect(waits).toEqual([30, 120, 600]);
    expect(await targetRow(targetId)).toMatchObject({ status: 'failed', attempts: 4, error: 'The platform did not answer. Try again in a few minutes.' });
    expect(li.seen.publishes).toHaveLength(4);
  });

  it('pauses a rate-limited platform for every creator until its Retry-After, and tries again then', async () => {
    let limited = true;
    const fb = realClient('facebook', async () => {
      if (limited) throw classifyHttpFailure({ status: 429, retryAfterSeconds: 120 });
      return { externalId: 'fb-1', url: 'https://www.facebook.com/fb-1' };
    });
    const w = world({ facebook: fb.client });
    const a = await postTo(w, 'facebook');
    const b = await postTo(w, 'facebook');
    w.sent.length = 0;
    await publishTarget(w.deps, { targetId: a.targetId, version: 0 }, new AbortController().signal);
    const [pause] = await t.database.db.select().from(platformPauses).where(eq(platformPauses.platform, 'facebook'));
    expect(secondsFromNow(pause!.until)).toBe(120);
    expect(w.sent).toMatchObject([{ payload: { targetId: a.targetId, version: 0 } }]);
    expect(secondsFromNow(w.sent[0]!.startAfter)).toBe(120);

    // Another creator's target waits for the pause without a call.
    await publishTarget(w.deps, { targetId: b.targetId, version: 0 }, new AbortController().signal);
    expect(fb.seen.publishes).toHaveLength(1);
    expect(await targetRow(b.targetId)).toMatchObject({ status: 'publishing', attempts: 0 });
    expect(w.sent[1]).toMatchObject({ payload: { targetId: b.targetId }, startAfter: pause!.until });

    // The pause is over: both go out.
    limited = false;
    await t.database.db.delete(platformPauses).where(eq(platformPauses.platform, 'facebook'));
    await w.runNext();
    await w.runNext();
    expect((await targetRow(a.targetId)).status).toBe('published');
    expect((await targetRow(b.targetId)).status).toBe('published');
  });
});

describe('the unknown-outcome rule', () => {
  const lost = () => {
    throw new TypeError('fetch failed');
  };

  it('asks the platform after a call without an answer: found, it is published with what the platform lists, and never posted again', async () => {
    const x = realClient('twitter', async () => lost(), async () => ({ externalId: '1802', url: 'https://x.com/maya_lee/status/1802' }));
    const w = world({ twitter: x.client });
    const { targetId } = await postTo(w, 'twitter', { text: 'Did it go?' });
    await w.runNext();
    const row = await targetRow(targetId);
    expect(row).toMatchObject({ status: 'published', externalId: '1802', url: 'https://x.com/maya_lee/status/1802', attempts: 1 });
    expect(x.seen.publishes).toHaveLength(1);
    expect(x.seen.lookups).toHaveLength(1);
    expect(x.seen.lookups[0]).toMatchObject({ text: 'Did it go?', profile: { externalId: 'twitter-id' } });
    expect(x.seen.lookups[0]!.since.getTime()).toBeLessThanOrEqual(row.publishedAt!.getTime());
    expect(w.sent).toEqual([]);
  });

  it('publishes a thread written post by post as it is, and looks for its first post after a call without an answer', async () => {
    const x = realClient('twitter', async () => lost(), async () => ({ externalId: '1807', url: 'https://x.com/maya_lee/status/1807' }));
    const w = world({ twitter: x.client });
    const userId = (await creator(t)).id;
    await connectReal(userId, 'twitter');
    const parts = ['1/2 The first post, short.', '2/2 The second post.'];
    const post = await createPost(w.deps, userId, { text: 'The piece', platforms: ['twitter'], thread_parts: parts, media_ids: [], thread: false, draft: false, queue: false });
    await w.runNext();
    expect(x.seen.publishes[0]).toMatchObject({ text: parts.join('\n\n'), parts });
    // The look-up compares the start of a post: the thread's first post is what X lists.
    expect(x.seen.lookups.map((lookup) => lookup.text)).toEqual(['1/2 The first post, short.']);
    expect(await targetRow(post.targets[0]!.id)).toMatchObject({ status: 'published', externalId: '1807', parts, content: parts.join('\n\n') });
  });

  it('publishes again when the platform shows no such post', async () => {
    const x = realClient(
      'twitter',
      async (_input, call) => (call === 1 ? lost() : { externalId: '1803', url: 'https://x.com/maya_lee/status/1803' }),
      async () => null,
    );
    const w = world({ twitter: x.client });
    const { targetId } = await postTo(w, 'twitter');
    await w.runNext();
    expect(await targetRow(targetId)).toMatchObject({ status: 'publishing', attempts: 1, attemptStartedAt: null });
    expect(secondsFromNow(w.sent[0]!.startAfter)).toBe(5); // no such post: nothing went out, and the platform is not failing: soon
    await w.runNext();
    expect(await targetRow(targetId)).toMatchObject({ status: 'published', externalId: '1803', attempts: 2 });
    expect(x.seen.publishes).toHaveLength(2);
  });

  it('leaves the outcome unknown when the platform cannot be asked, or the look-up fails; the creator decides', async () => {
    const blind = realClient('linkedin', async () => lost());
    const failing = realClient(
      'facebook',
      async () => {
        throw new SocialError('retry', 'The platform did not answer. Try again in a few minutes.');
      },
      async () => {
        throw classifyHttpFailure({ status: 500 });
      },
    );
    const w = world({ linkedin: blind.client, facebook: failing.client });
    const a = await postTo(w, 'linkedin');
    const b = await postTo(w, 'facebook');
    await w.runNext();
    await w.runNext();
    expect(await targetRow(a.targetId)).toMatchObject({
      status: 'unknown',
      error: 'We could not tell whether LinkedIn published this post. Check your LinkedIn account, then tell us.',
      attemptStartedAt: null,
    });
    expect(await targetRow(b.targetId)).toMatchObject({
      status: 'unknown',
      error: 'We could not tell whether Facebook published this post. Check your Facebook account, then tell us.',
    });
    expect(w.sent).toEqual([]);
    // Not an outcome yet: webhooks hear of it once the creator says.
    expect(w.announced).toEqual([]);
    expect(blind.seen.publishes).toHaveLength(1);
    expect(failing.seen.publishes).toHaveLength(1);
  });

  it('leaves a call interrupted by the instance stopping to the recovery job', async () => {
    const stop = new AbortController();
    const x = realClient(
      'twitter',
      async (input) =>
        new Promise<PublishOutcome>((_resolve, reject) => {
          input.signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')), { once: true });
        }),
      async () => ({ externalId: '1804', url: 'https://x.com/maya_lee/status/1804' }),
    );
    const w = world({ twitter: x.client });
    const { targetId } = await postTo(w, 'twitter');
    const run = w.runNext(stop.signal);
    await vi.waitFor(() => expect(x.seen.publishes).toHaveLength(1), { timeout: 20_000 });
    stop.abort(new Error('the instance is stopping'));
    await run;
    const row = await targetRow(targetId);
    expect(row).toMatchObject({ status: 'publishing', attempts: 1 });
    expect(row.attemptStartedAt).not.toBeNull();
    expect(x.seen.lookups).toHaveLength(0);

    // Its heartbeat goes stale; the recovery asks the platform, which lists it.
    await t.database.db.update(publications).set({ heartbeatAt: new Date(Date.now() - 60_000) }).where(eq(publications.id, targetId));
    expect(await recoverPublishing(w.deps)).toMatchObject({ recovered: 1 });
    expect(await targetRow(targetId)).toMatchObject({ status: 'published', externalId: '1804', attemptStartedAt: null });
    expect(x.seen.publishes).toHaveLength(1);
  });
});

describe('fairness', () => {
  it('lets one creator have three calls under way at once; the fourth waits, and another creator does not', async () => {
    const releases: Array<() => void> = [];
    const slow = realClient('twitter', async (_input, call) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return { externalId: `19${call}`, url: null };
    });
    const quick = realClient('linkedin', async () => ({ externalId: 'urn:li:share:1', url: null }));
    const w = world({ twitter: slow.client, linkedin: quick.client });
    const busy = await creator(t);
    await connectReal(busy.id, 'twitter');
    const targets = [];
    for (let i = 0; i < 4; i++) targets.push((await postTo(w, 'twitter', { userId: busy.id, text: `Post ${i}` })).targetId);
    const jobs = w.sent.splice(0);
    const runs = jobs.slice(0, 3).map((job) => publishTarget(w.deps, job.payload, new AbortController().signal));
    await vi.waitFor(() => expect(slow.seen.publishes).toHaveLength(3), { timeout: 20_000 });

    await publishTarget(w.deps, jobs[3]!.payload, new AbortController().signal);
    expect(slow.seen.publishes).toHaveLength(3);
    expect(await targetRow(targets[3]!)).toMatchObject({ status: 'publishing', attempts: 0 });
    expect(w.sent).toMatchObject([{ payload: { targetId: targets[3] } }]);
    expect(secondsFromNow(w.sent[0]!.startAfter)).toBe(5);

    const other = await postTo(w, 'linkedin');
    await publishTarget(w.deps, w.sent[1]!.payload, new AbortController().signal);
    expect((await targetRow(other.targetId)).status).toBe('published');

    releases.forEach((release) => release());
    await Promise.all(runs);
    const fourth = w.runNext();
    await vi.waitFor(() => expect(slow.seen.publishes).toHaveLength(4), { timeout: 20_000 });
    releases.at(-1)!();
    await fourth;
    for (const id of targets) expect((await targetRow(id)).status).toBe('published');
  });
});

describe('the recovery job', () => {
  it('keeps a running call’s heartbeat fresh, so that it is left alone', async () => {
    let release!: () => void;
    const x = realClient('twitter', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { externalId: '1805', url: null };
    });
    const w = world({ twitter: x.client }, { heartbeatMs: 50, staleMs: 1_000 });
    const { targetId } = await postTo(w, 'twitter');
    const run = w.runNext();
    await vi.waitFor(() => expect(x.seen.publishes).toHaveLength(1), { timeout: 20_000 });
    const started = (await targetRow(targetId)).heartbeatAt!;
    await vi.waitFor(async () => expect((await targetRow(targetId)).heartbeatAt!.getTime()).toBeGreaterThan(started.getTime()), { timeout: 20_000 });
    await recoverPublishing(w.deps);
    const row = await targetRow(targetId);
    expect(row).toMatchObject({ status: 'publishing', attempts: 1 });
    expect(row.attemptStartedAt).not.toBeNull();
    release();
    await run;
    expect((await targetRow(targetId)).status).toBe('published');
  });

  it('applies the unknown-outcome rule to a call whose instance stopped, and re-sends jobs for due targets that have none', async () => {
    const x = realClient('twitter', async () => ({ externalId: '1806', url: null }), async () => null);
    const li = realClient('linkedin', async () => ({ externalId: 'urn:li:share:2', url: null }));
    const w = world({ twitter: x.client, linkedin: li.client });
    const stopped = await postTo(w, 'twitter');
    const blind = await postTo(w, 'linkedin');
    const long = new Date(Date.now() - 10 * 60_000);
    for (const id of [stopped.targetId, blind.targetId]) {
      await t.database.db.update(publications).set({ attemptStartedAt: long, heartbeatAt: long, attempts: 1 }).where(eq(publications.id, id));
    }
    // A post scheduled for five minutes ago whose job was lost, and one left publishing without a call.
    const due = await postTo(w, 'twitter', { userId: stopped.userId });
    await t.database.db.update(publications).set({ status: 'scheduled', scheduledAt: new Date(Date.now() - 5 * 60_000) }).where(eq(publications.id, due.targetId));
    const waiting = await postTo(w, 'twitter', { userId: stopped.userId });
    await t.database.db.update(publications).set({ updatedAt: new Date(Date.now() - 5 * 60_000) }).where(eq(publications.id, waiting.targetId));
    w.sent.length = 0;

    expect(await recoverPublishing(w.deps)).toEqual({ recovered: 2, resent: 2 });
    // X lists no such post: it is published again; LinkedIn cannot be asked: the creator decides.
    expect(await targetRow(stopped.targetId)).toMatchObject({ status: 'publishing', attemptStartedAt: null });
    expect(await targetRow(blind.targetId)).toMatchObject({ status: 'unknown' });
    expect(w.sent.map((job) => job.payload.targetId).sort()).toEqual([stopped.targetId, due.targetId, waiting.targetId].sort());
    while (w.sent.length > 0) await w.runNext();
    for (const id of [stopped.targetId, due.targetId, waiting.targetId]) expect((await targetRow(id)).status).toBe('published');
    expect(x.seen.publishes).toHaveLength(3);
    // Nothing left to recover.
    expect(await recoverPublishing(w.deps)).toEqual({ recovered: 0, resent: 0 });
    const posts = await t.database.db.select().from(publications).where(and(eq(publications.userId, stopped.userId), eq(publications.status, 'published')));
    expect(posts).toHaveLength(3);
  });
});

describe('a demo post whose call stopped', () => {
  it('is published again, once: a demo post exists only once Inkwell has recorded it', async () => {
    const w = world({});
    const user = await creator(t);
    await t.database.db.insert(socialAccounts).values({
      id: randomUUID(),
      userId: user.id,
      platform: 'linkedin',
      externalId: 'demo-linkedin',
      username: 'maya_lee',
      demoMode: true,
      ...t.app.socialPlatforms.tokens.seal({ userId: user.id, platform: 'linkedin' }, await demoTokens(user.id)),
    });
    const { targetId } = await postTo(w, 'linkedin', { userId: user.id });
    const long = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(publications).set({ attemptStartedAt: long, heartbeatAt: long, attempts: 1 }).where(eq(publications.id, targetId));
    w.sent.length = 0;
    expect(await recoverPublishing(w.deps)).toMatchObject({ recovered: 1 });
    expect(await targetRow(targetId)).toMatchObject({ status: 'publishing', attemptStartedAt: null });
    await w.runNext();
    expect(await targetRow(targetId)).toMatchObject({ status: 'published', demoMode: true });
  });
});

/** Tokens the demo platform accepts for this creator (as its consent page would hand out). */
async function demoTokens(userId: string) {
  const client = t.app.socialPlatforms.clients.linkedin as DemoPlatformClient;
  const codeVerifier = 'v'.repeat(43);
  const code = await client.issueCode({ codeVerifier, userId, name: 'Maya Lee' });
  return client.exchange({ code, codeVerifier, redirectUri: `${t.config.appUrl}/api/social/oauth/linkedin/callback` });
}

describe('resolving an unknown outcome through the API', () => {
  it('records it as published when the creator says it is there', async () => {
    const user = await creator(t);
    await connectReal(user.id, 'twitter');
    const w = world({ twitter: realClient('twitter', async () => lostCall()).client });
    const post = await createPost(w.deps, user.id, { text: 'Where is it?', platforms: ['twitter'], media_ids: [], thread: false, draft: false, queue: false });
    await w.runNext();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/targets/${post.targets[0]!.id}/resolve`,
      headers: user.auth,
      payload: { published: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Post>().targets[0]).toMatchObject({ state: 'published', url: null, error: null });
  });
});

function lostCall(): never {
  throw new TypeError('fetch failed');
}

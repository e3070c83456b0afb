import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { publications, socialAccounts, users } from '../../db/schema';
import type { JobPayload } from '../../queue/definitions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';
import { PostEvents } from './post-events';
import { postQuota } from './post-quota';
import type { PublishDeps } from './publish-deps';
import { recoverPublishing } from './publish-recovery';
import { publishTarget } from './publish-target';

// Inkwell was down at a post's time: the recovery round finds the due targets without a job, and their
// first try publishes them late (the creator is told) or, past SCHEDULE_LATE_LIMIT_HOURS, marks them
// missed (the creator is told). The jobs the code sends are recorded and run by hand.

const APP_URL = 'http://localhost:3300';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOBS: 'off', APP_URL } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

function world(overrides: Partial<PublishDeps> = {}) {
  const sent: Array<JobPayload<'publishTarget'>> = [];
  const deps: PublishDeps = {
    db: t.database.db,
    clients: t.app.socialPlatforms.clients,
    tokens: t.app.socialPlatforms.tokens,
    media: t.app.socialPlatforms.media,
    jobs: {
      send: async (_name, payload) => {
        sent.push(payload as JobPayload<'publishTarget'>);
        return randomUUID();
      },
    },
    webhooks: t.app.webhooks,
    log: t.app.log,
    events: new PostEvents(),
    schedule: t.app.schedule,
    quota: postQuota({ db: t.database.db, usage: t.app.usage, accounts: t.app.accounts }),
    mailer: t.app.mailer,
    lateLimitMs: t.config.schedule.lateLimitMs,
    appUrl: APP_URL,
    callTimeoutMs: 50,
    staleMs: 5_000,
    ...overrides,
  };
  /** The recovery round, then every job it (and they) sent. */
  const recoverAndRun = async () => {
    const round = await recoverPublishing(deps);
    while (sent.length > 0) await publishTarget(deps, sent.shift()!, new AbortController().signal);
    return round;
  };
  return { deps, sent, recoverAndRun };
}

/** A creator in Paris with demo accounts, and a post to them scheduled `ago` in the past (its job lost while Inkwell was down). */
async function downtime(ago: number, platforms: PublishPlatform[] = ['linkedin'], text = 'Our spring launch is live: three new templates for teams.') {
  const user = await creator(t, { tier: 'pro', name: 'Maya Lee' });
  await t.database.db.update(users).set({ timezone: 'Europe/Paris' }).where(eq(users.id, user.id));
  for (const platform of platforms) await connectDemo(t.app, user.auth, platform);
  const made = await t.app.inject({ method: 'POST', url: '/api/posts', headers: user.auth, payload: { text, platforms, scheduled_at: new Date(Date.now() + HOUR).toISOString() } });
  expect(made.statusCode, made.body).toBe(201);
  const post = made.json<Post>();
  const at = new Date(Date.now() - ago);
  await t.database.db.update(publications).set({ scheduledAt: at, updatedAt: new Date(at.getTime() - HOUR) }).where(eq(publications.postId, post.id));
  return { user, post, at };
}

const get = async (auth: Auth, id: string) => (await t.app.inject({ url: `/api/posts/${id}`, headers: auth })).json<Post>();
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

describe('after downtime', () => {
  it('publishes a target an hour late, with late_minutes and one e-mail in the creator’s zone', async () => {
    const { user, post, at } = await downtime(HOUR);
    const w = world();
    expect((await w.recoverAndRun()).resent).toBeGreaterThanOrEqual(1);
    const after = await get(user.auth, post.id);
    expect(after.state).toBe('published');
    expect(after.targets[0]!.late_minutes).toBeGreaterThanOrEqual(60);
    expect(after.targets[0]!.late_minutes).toBeLessThan(62);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your scheduled post went out late on LinkedIn');
    const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(at);
    expect(mails[0]!.text).toContain('Hi Maya Lee,');
    expect(mails[0]!.text).toContain('Your post “Our spring launch is live: three new templates for teams.” was scheduled for');
    expect(mails[0]!.text).toContain(`${when} (Europe/Paris)`);
    expect(mails[0]!.text).toMatch(/- LinkedIn: at .* \(Europe\/Paris\), 1 hour( \d+ minutes?)? late/);
    expect(mails[0]!.text).toContain(`${APP_URL}/posts/${post.id}`);
    // Nothing left to do: another round sends nothing and tells nobody again.
    await w.recoverAndRun();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('marks a target seven hours late missed (limit 6 h) and e-mails the creator; it can be published or scheduled again', async () => {
    const { user, post } = await downtime(7 * HOUR, ['linkedin', 'facebook']);
    await world().recoverAndRun();
    const after = await get(user.auth, post.id);
    expect(after.state).toBe('needs_attention');
    for (const target of after.targets) {
      expect(target).toMatchObject({
        state: 'missed',
        error: 'Inkwell could not publish this at its time (7 hours late); it was not published. Publish it now or schedule it again.',
        late_minutes: null,
      });
    }
    // One e-mail for the post, naming both platforms.
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your scheduled post was not published on LinkedIn and Facebook']);
    expect(mails[0]!.text).toContain('Inkwell could not publish it at its time (7 hours late), so it was not published on LinkedIn and Facebook.');
    expect(mails[0]!.text).toContain('Publish it now or schedule it again:');

    // LinkedIn published now (Retry), Facebook scheduled again (the calendar's Move).
    const w = world();
    const retried = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/retry`, headers: user.auth, payload: { platforms: ['linkedin'] } });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<Post>().targets.find((x) => x.platform === 'linkedin')).toMatchObject({ state: 'publishing', scheduled_at: null });
    const facebook = after.targets.find((x) => x.platform === 'facebook')!;
    const again = new Date(Date.now() + 2 * HOUR).toISOString();
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/posts/${post.id}/targets/${facebook.id}`, headers: user.auth, payload: { scheduled_at: again } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Post>().targets.find((x) => x.platform === 'facebook')).toMatchObject({ state: 'scheduled', scheduled_at: again, error: null, attempts: 0 });
    // The retry's job (sent by the app's own layer, off here) is run by hand: a retry is never late or missed.
    const linkedin = (await t.database.db.select().from(publications).where(eq(publications.id, after.targets.find((x) => x.platform === 'linkedin')!.id)))[0]!;
    await publishTarget(w.deps, { targetId: linkedin.id, version: linkedin.version }, new AbortController().signal);
    expect((await get(user.auth, post.id)).targets.find((x) => x.platform === 'linkedin')).toMatchObject({ state: 'published', late_minutes: null });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('follows SCHEDULE_LATE_LIMIT_HOURS: with 1 h, ninety minutes late is missed', async () => {
    const { user, post } = await downtime(90 * 60_000);
    await world({ lateLimitMs: HOUR }).recoverAndRun();
    expect((await get(user.auth, post.id)).targets[0]).toMatchObject({
      state: 'missed',
      error: 'Inkwell could not publish this at its time (1 hour 30 minutes late); it was not published. Publish it now or schedule it again.',
    });
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(['Your scheduled post was not published on LinkedIn']);
  });

  it('groups a post’s platforms by what happened: one e-mail for those that did not go out, one for those late', async () => {
    const { user, post } = await downtime(30 * 60_000, ['twitter', 'linkedin']);
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    await t.database.db.update(socialAccounts).set({ status: 'connected' }).where(eq(socialAccounts.platform, 'linkedin'));
    await world().recoverAndRun();
    const after = await get(user.auth, post.id);
    expect(after.targets.map((x) => [x.platform, x.state])).toEqual([
      ['twitter', 'needs_reconnect'],
      ['linkedin', 'published'],
    ]);
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your scheduled post did not go out on Twitter/X', 'Your scheduled post went out late on LinkedIn']);
    expect(mails.find((m) => m.subject.includes('did not go out'))!.text).toContain('- Twitter/X: Reconnect your Twitter/X account to publish there.');
  });

  it('tells nobody of a post published now, and of one published at its time', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    const w = world();
    const now = await t.app.inject({ method: 'POST', url: '/api/posts', headers: user.auth, payload: { text: 'Right now', platforms: ['linkedin'] } });
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: user.auth,
      payload: { text: 'On time', platforms: ['linkedin'], scheduled_at: new Date(Date.now() + HOUR).toISOString() },
    });
    await t.database.db.update(publications).set({ scheduledAt: new Date(Date.now() - 1_000) }).where(eq(publications.postId, scheduled.json<Post>().id));
    for (const made of [now.json<Post>(), scheduled.json<Post>()]) {
      const target = made.targets[0]!;
      await publishTarget(w.deps, { targetId: target.id, version: 0 }, new AbortController().signal);
      expect((await get(user.auth, made.id)).state).toBe('published');
    }
    expect(mailsTo(user.email)).toEqual([]);
  });
});

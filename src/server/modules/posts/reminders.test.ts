import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { publications, socialAccounts, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';
import { remindReconnects } from './schedule-reminders';

// The reconnect warning (JOBS.scheduleReminders): a day before a scheduled post whose account must be
// reconnected, the creator is e-mailed once, listing such posts.

const APP_URL = 'http://localhost:3300';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOBS: 'off', APP_URL } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const remind = () => remindReconnects({ db: t.database.db, clients: t.app.socialPlatforms.clients, mailer: t.app.mailer, appUrl: APP_URL, log: t.app.log });
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

async function schedule(auth: Auth, text: string, platforms: PublishPlatform[], inMs: number): Promise<Post> {
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload: { text, platforms, scheduled_at: new Date(Date.now() + inMs).toISOString() } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}

async function creatorWith(platforms: PublishPlatform[]) {
  const user = await creator(t, { tier: 'pro', name: 'Maya Lee' });
  await t.database.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, user.id));
  for (const platform of platforms) await connectDemo(t.app, user.auth, platform);
  return user;
}

describe('reconnect warnings', () => {
  it('e-mails once about a post due in 5 hours whose account must be reconnected, and not about one due in 3 days', async () => {
    const user = await creatorWith(['twitter', 'linkedin']);
    const soon = await schedule(user.auth, 'Webinar starts in an hour, join us', ['twitter', 'linkedin'], 5 * HOUR);
    await schedule(user.auth, 'Next week’s recap', ['twitter'], 3 * 24 * HOUR);
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    await t.database.db.update(socialAccounts).set({ status: 'connected' }).where(eq(socialAccounts.platform, 'linkedin'));

    expect(await remind()).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reconnect Twitter/X before your scheduled post goes out');
    expect(mails[0]!.text).toContain('Hi Maya Lee,');
    expect(mails[0]!.text).toContain('(America/New_York): “Webinar starts in an hour, join us”');
    expect(mails[0]!.text).toContain(`${APP_URL}/posts/${soon.id}`);
    expect(mails[0]!.text).toContain(`${APP_URL}/social-accounts`);
    expect(mails[0]!.text).not.toContain('recap');
    const [x] = await t.database.db.select().from(publications).where(eq(publications.id, soon.targets.find((target) => target.platform === 'twitter')!.id));
    expect(x!.reconnectWarnedAt).not.toBeNull();

    // Not twice; moved to another time within the day, it is warned about again.
    await remind();
    expect(mailsTo(user.email)).toHaveLength(1);
    const target = soon.targets.find((one) => one.platform === 'twitter')!;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${soon.id}/targets/${target.id}`,
      headers: user.auth,
      payload: { scheduled_at: new Date(Date.now() + 6 * HOUR).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await remind();
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it('warns about a missing account and a token that expires before the time without a refresh token, in one e-mail', async () => {
    const user = await creatorWith(['linkedin', 'facebook']);
    await schedule(user.auth, 'Missing account', ['facebook'], 2 * HOUR);
    await schedule(user.auth, 'Expiring token', ['linkedin'], 4 * HOUR);
    await t.database.db.delete(socialAccounts).where(eq(socialAccounts.platform, 'facebook'));
    const [linkedin] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    await t.database.db.update(socialAccounts).set({ expiresAt: new Date(Date.now() + HOUR), refreshTokenEnc: null }).where(eq(socialAccounts.id, linkedin!.id));
    await remind();
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Reconnect Facebook and LinkedIn before your scheduled posts go out']);
    expect(mails[0]!.text.indexOf('Missing account')).toBeLessThan(mails[0]!.text.indexOf('Expiring token'));
  });

  it('says nothing while the accounts work', async () => {
    const user = await creatorWith(['linkedin']);
    await schedule(user.auth, 'All good', ['linkedin'], 2 * HOUR);
    await remind();
    expect(mailsTo(user.email)).toEqual([]);
  });
});

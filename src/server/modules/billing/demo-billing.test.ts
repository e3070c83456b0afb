import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, claimOwnerAccount, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OWNER_EMAIL: 'owner@inkwell.test' } });
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const checkout = (auth: Auth, plan?: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/create-checkout-session${plan === undefined ? '' : `?plan_id=${plan}`}`, headers: auth });
const status = (auth: Auth, id: string) => t.app.inject({ url: `/api/payments/status/${id}`, headers: auth });
const cancel = (auth: Auth) => t.app.inject({ method: 'POST', url: '/api/payments/cancel-subscription', headers: auth });
const resume = (auth: Auth) => t.app.inject({ method: 'POST', url: '/api/payments/resume-subscription', headers: auth });
const subscription = async (auth: Auth) => (await t.app.inject({ url: '/api/payments/subscription', headers: auth })).json();
const tier = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().subscription_tier;

async function upgrade(auth: Auth, plan: string) {
  const res = await checkout(auth, plan);
  expect(res.statusCode).toBe(200);
  return res.json<{ session_id: string; checkout_url: string; provider: string }>();
}

describe('demo billing', () => {
  it('upgrades at once: checkout is paid, /success settles it, the tier changes', async () => {
    const user = await signUp(t.app);
    const session = await upgrade(user.auth, 'pro');
    expect(session.provider).toBe('demo');
    expect(session.checkout_url).toBe(`/success?session_id=${session.session_id}`);
    const paid = await status(user.auth, session.session_id);
    expect(paid.json()).toEqual({ session_id: session.session_id, payment_status: 'paid', plan_id: 'pro' });
    expect(await tier(user.auth)).toBe('pro');
    const sub = await subscription(user.auth);
    expect(sub).toMatchObject({ tier: 'pro', provider: 'demo', status: 'active', cancel_at_period_end: false, lifetime: false });
    const days = (Date.parse(sub.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('follows the upgrade paths and refuses anything else with 400', async () => {
    const user = await signUp(t.app);
    for (const bad of ['gold', 'free', 'FREE', '']) {
      const res = await checkout(user.auth, bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await checkout(user.auth)).statusCode).toBe(422);
    await upgrade(user.auth, 'basic');
    const same = await checkout(user.auth, 'basic');
    expect(same.statusCode).toBe(400);
    expect(same.json().detail).toBe('You are already on the Basic plan.');
    await upgrade(user.auth, 'pro');
    const down = await checkout(user.auth, 'basic');
    expect(down.statusCode).toBe(400);
    expect(down.json().detail).toMatch(/only upgrades are available/);
    await upgrade(user.auth, 'enterprise');
    expect(await tier(user.auth)).toBe('enterprise');
    expect((await checkout(user.auth, 'pro')).statusCode).toBe(400);
  });

  it('answers 404 for another user’s or an unknown session id', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const session = await upgrade(a.auth, 'basic');
    expect((await status(b.auth, session.session_id)).statusCode).toBe(404);
    expect((await status(a.auth, 'demo_cs_nope')).statusCode).toBe(404);
    expect((await status(a.auth, 'x'.repeat(400))).statusCode).toBeLessThan(500);
  });

  it('requires a session for every payments call but the webhook', async () => {
    expect((await checkout({}, 'pro')).statusCode).toBe(401);
    expect((await status({}, 'demo_cs_x')).statusCode).toBe(401);
    expect((await cancel({})).statusCode).toBe(401);
    expect((await resume({})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/payments/subscription' })).statusCode).toBe(401);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(webhook.statusCode).toBe(404);
  });

  it('cancels at period end: the tier stays, a second cancel is refused, free has nothing to cancel', async () => {
    const free = await signUp(t.app);
    const none = await cancel(free.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('You are on the Free plan: there is no subscription to cancel.');

    const user = await signUp(t.app);
    await upgrade(user.auth, 'pro');
    const res = await cancel(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Cancellation request submitted. You will continue to have access until your current billing period ends.',
    });
    expect(res.json().current_period_end).toBeTruthy();
    expect(await tier(user.auth)).toBe('pro');
    expect(await subscription(user.auth)).toMatchObject({ cancel_at_period_end: true, tier: 'pro' });
    const twice = await cancel(user.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/already cancelled and ends on \d{4}-\d{2}-\d{2}/);
  });

  it('says when a cancelled subscription ends, and resumes it until then', async () => {
    const user = await signUp(t.app);
    await upgrade(user.auth, 'pro');
    const before = await subscription(user.auth);
    expect(before).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const notCancelled = await resume(user.auth);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().detail).toBe('Your subscription is not cancelled: there is nothing to resume.');

    const cancelled = await cancel(user.auth);
    expect(cancelled.json().cancel_at).toBe(before.current_period_end);
    expect(await subscription(user.auth)).toMatchObject({ cancel_at_period_end: true, cancel_at: before.current_period_end });

    const res = await resume(user.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your subscription will continue. It renews at the end of the current billing period.',
      current_period_end: before.current_period_end,
    });
    expect(await subscription(user.auth)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      current_period_end: before.current_period_end,
    });
    expect(await tier(user.auth)).toBe('pro');

    // Resumed, it renews when the period is over instead of ending; it can be cancelled again.
    await t.database.db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ${user.id}`);
    await t.app.billing.settleDemoPeriods();
    expect(await tier(user.auth)).toBe('pro');
    expect((await cancel(user.auth)).statusCode).toBe(200);
  });

  it('refuses to resume what has ended or a Free plan', async () => {
    const free = await signUp(t.app);
    const none = await resume(free.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('You are on the Free plan: there is no subscription to resume.');

    const late = await signUp(t.app);
    await upgrade(late.auth, 'basic');
    await cancel(late.auth);
    // The period is over but demo billing has not settled it yet: too late to resume.
    await t.database.db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ${late.id}`);
    const tooLate = await resume(late.auth);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().detail).toMatch(/already ended/);
    await t.app.billing.settleDemoPeriods();
    expect(await tier(late.auth)).toBe('free');
    expect((await resume(late.auth)).statusCode).toBe(400);
  });

  it('ends a cancelled subscription when its period is over, and renews one that was not cancelled', async () => {
    const leaving = await signUp(t.app);
    const staying = await signUp(t.app);
    await upgrade(leaving.auth, 'pro');
    await upgrade(staying.auth, 'basic');
    await cancel(leaving.auth);
    await t.database.db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 minute' where user_id in (${leaving.id}, ${staying.id})`,
    );
    await t.app.billing.settleDemoPeriods();
    expect(await tier(leaving.auth)).toBe('free');
    expect(await subscription(leaving.auth)).toMatchObject({ tier: 'free', status: null, current_period_end: null });
    expect(await tier(staying.auth)).toBe('basic');
    const renewed = await subscription(staying.auth);
    expect(Date.parse(renewed.current_period_end)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    // The free user can buy again.
    await upgrade(leaving.auth, 'basic');
    expect(await tier(leaving.auth)).toBe('basic');
  });

  it('keeps the owner on Enterprise for life: nothing to buy, nothing to cancel', async () => {
    // docs/decisions/005: the owner account exists from start; its mailed link sets the password.
    const owner = await claimOwnerAccount(t);
    const res = await cancel(owner.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This account cannot be cancelled. Please contact support.' });
    const lifetime = await resume(owner.auth);
    expect(lifetime.statusCode).toBe(400);
    expect(lifetime.json().detail).toBe('Your account has lifetime access: there is no subscription to resume.');
    expect((await checkout(owner.auth, 'enterprise')).statusCode).toBe(400);
    expect(await subscription(owner.auth)).toMatchObject({ tier: 'enterprise', lifetime: true });
  });
});

import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalStripe } from '../../test/local-stripe';

const SECRET = 'whsec_inkwell_test';
const PRICES = { basic: 'price_basic', pro: 'price_pro', enterprise: 'price_enterprise' };
const signer = new Stripe('sk_test_signer');

let stripe: Awaited<ReturnType<typeof startLocalStripe>>;
let t: TestApp;

beforeAll(async () => {
  stripe = await startLocalStripe();
  t = await buildTestApp({
    env: {
      APP_URL: 'https://inkwell.example',
      STRIPE_SECRET_KEY: 'sk_test_inkwell',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_BASIC: PRICES.basic,
      STRIPE_PRICE_PRO: PRICES.pro,
      STRIPE_PRICE_ENTERPRISE: PRICES.enterprise,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Auth = Record<string, string>;
const tier = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().subscription_tier;
const subscription = async (auth: Auth) => (await t.app.inject({ url: '/api/payments/subscription', headers: auth })).json();

async function checkout(auth: Auth, plan: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/payments/create-checkout-session?plan_id=${plan}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ session_id: string; checkout_url: string; provider: string }>();
}

function sendWebhook(event: unknown, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET, timestamp: opts.timestamp })
      : opts.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
  });
}

/** A user who has paid for a plan through Stripe Checkout and whose completion webhook arrived. */
async function subscribed(plan: keyof typeof PRICES) {
  const user = await signUp(t.app);
  const session = await checkout(user.auth, plan);
  const { session: paid, subscription: sub } = stripe.completeCheckout(session.session_id);
  const res = await sendWebhook(stripe.event('checkout.session.completed', paid));
  expect(res.statusCode).toBe(200);
  return { user, session, sub };
}

describe('Stripe checkout', () => {
  it('opens a subscription-mode Checkout Session for the plan’s price, reusing one customer per user', async () => {
    const user = await signUp(t.app);
    const first = await checkout(user.auth, 'basic');
    expect(first.provider).toBe('stripe');
    expect(first.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${first.session_id}`);
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(sent).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      line_items: [{ price: 'price_basic', quantity: '1' }],
      success_url: 'https://inkwell.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://inkwell.example/pricing',
      subscription_data: { metadata: { user_id: user.id, tier: 'basic' } },
    });
    const status = await t.app.inject({ url: `/api/payments/status/${first.session_id}`, headers: user.auth });
    expect(status.json()).toMatchObject({ payment_status: 'unpaid', plan_id: 'basic' });
    expect(await tier(user.auth)).toBe('free');

    const customersBefore = stripe.customers.size;
    const second = await checkout(user.auth, 'pro');
    expect(stripe.customers.size).toBe(customersBefore);
    expect(stripe.sessions.get(second.session_id)!.customer).toBe(stripe.sessions.get(first.session_id)!.customer);
  });

  it('settles on checkout.session.completed', async () => {
    const { user, session } = await subscribed('pro');
    expect(await tier(user.auth)).toBe('pro');
    const status = await t.app.inject({ url: `/api/payments/status/${session.session_id}`, headers: user.auth });
    expect(status.json()).toMatchObject({ payment_status: 'paid', plan_id: 'pro' });
    expect(await subscription(user.auth)).toMatchObject({ tier: 'pro', provider: 'stripe', status: 'active', cancel_at_period_end: false });
  });

  it('settles from the status poll even before the webhook arrives', async () => {
    const user = await signUp(t.app);
    const session = await checkout(user.auth, 'basic');
    stripe.completeCheckout(session.session_id);
    const status = await t.app.inject({ url: `/api/payments/status/${session.session_id}`, headers: user.auth });
    expect(status.json()).toMatchObject({ payment_status: 'paid' });
    expect(await tier(user.auth)).toBe('basic');
  });

  it('answers 502 when Stripe fails, and 404 for another user’s session', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const session = await checkout(user.auth, 'pro');
    expect((await t.app.inject({ url: `/api/payments/status/${session.session_id}`, headers: other.auth })).statusCode).toBe(404);
    stripe.setDown(true);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session?plan_id=pro', headers: user.auth });
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toMatch(/payment provider/);
    } finally {
      stripe.setDown(false);
    }
  });

  it('replaces the old subscription when a user upgrades through a new checkout', async () => {
    const { user, sub: old } = await subscribed('basic');
    const session = await checkout(user.auth, 'enterprise');
    const { session: paid } = stripe.completeCheckout(session.session_id);
    await sendWebhook(stripe.event('checkout.session.completed', paid));
    expect(await tier(user.auth)).toBe('enterprise');
    expect(stripe.subscriptions.get(old.id)!.status).toBe('canceled');
    // The old subscription's deletion event must not undo the new one.
    await sendWebhook(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(old.id)));
    expect(await tier(user.auth)).toBe('enterprise');
  });

  it('takes a Payment Link purchase through client_reference_id', async () => {
    const user = await signUp(t.app);
    const sub = stripe.createSubscription({ customer: 'cus_link', price: PRICES.pro });
    const session = { id: 'cs_test_link', object: 'checkout.session', mode: 'subscription', client_reference_id: user.id, customer: 'cus_link', subscription: sub.id, payment_status: 'paid' };
    expect((await sendWebhook(stripe.event('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await tier(user.auth)).toBe('pro');
  });
});

describe('Stripe webhooks', () => {
  it('refuses forged, stale and unsigned events without changing anything', async () => {
    const user = await signUp(t.app);
    const session = await checkout(user.auth, 'pro');
    const { session: paid } = stripe.completeCheckout(session.session_id);
    const event = stripe.event('checkout.session.completed', paid);
    for (const opts of [
      { secret: 'whsec_wrong' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
      { signature: null },
      { signature: 't=1,v1=deadbeef' },
    ]) {
      const res = await sendWebhook(event, opts);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    const garbage = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: 'not json', headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=x' } });
    expect(garbage.statusCode).toBe(400);
    expect(await tier(user.auth)).toBe('free');
  });

  it('handles a replayed event once', async () => {
    const { user, sub } = await subscribed('basic');
    const updated = stripe.event('customer.subscription.updated', sub);
    expect((await sendWebhook(updated)).json()).toEqual({ received: true });
    stripe.subscriptions.get(sub.id)!.status = 'canceled';
    const replay = await sendWebhook(updated);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await tier(user.auth)).toBe('basic');
  });

  it('cancels at period end; the tier falls to free only when the subscription ends', async () => {
    const { user, sub } = await subscribed('pro');
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/cancel-subscription', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect(res.json().current_period_end).toBe(new Date((sub.items.data[0]!.current_period_end) * 1000).toISOString());
    await sendWebhook(stripe.event('customer.subscription.updated', stripe.subscriptions.get(sub.id)));
    expect(await tier(user.auth)).toBe('pro');
    expect(await subscription(user.auth)).toMatchObject({ cancel_at_period_end: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/cancel-subscription', headers: user.auth })).statusCode).toBe(409);

    // The period ends: Stripe deletes the subscription.
    stripe.subscriptions.get(sub.id)!.status = 'canceled';
    await sendWebhook(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(sub.id)));
    expect(await tier(user.auth)).toBe('free');
  });

  it('resumes a cancelled subscription through cancel_at_period_end=false, and exposes when it would have ended', async () => {
    const { user, sub } = await subscribed('basic');
    const periodEnd = new Date(sub.items.data[0]!.current_period_end * 1000).toISOString();
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/payments/cancel-subscription', headers: user.auth });
    expect(cancelled.json()).toMatchObject({ cancel_at: periodEnd, current_period_end: periodEnd });
    expect(await subscription(user.auth)).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd });

    const res = await t.app.inject({ method: 'POST', url: '/api/payments/resume-subscription', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, current_period_end: periodEnd });
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(update.body).toEqual({ cancel_at_period_end: 'false' });
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);
    expect(await subscription(user.auth)).toMatchObject({ tier: 'basic', cancel_at_period_end: false, cancel_at: null });

    // Stripe's own update event agrees; a second resume has nothing to do.
    await sendWebhook(stripe.event('customer.subscription.updated', stripe.subscriptions.get(sub.id)));
    expect(await subscription(user.auth)).toMatchObject({ cancel_at_period_end: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/resume-subscription', headers: user.auth })).statusCode).toBe(409);
  });

  it('answers 502 when Stripe cannot resume, and keeps the cancellation', async () => {
    const { user } = await subscribed('pro');
    await t.app.inject({ method: 'POST', url: '/api/payments/cancel-subscription', headers: user.auth });
    stripe.setDown(true);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/resume-subscription', headers: user.auth });
      expect(res.statusCode).toBe(502);
    } finally {
      stripe.setDown(false);
    }
    expect(await subscription(user.auth)).toMatchObject({ cancel_at_period_end: true });
  });

  it('ends in Stripe’s current state when events arrive out of order', async () => {
    const { user, sub } = await subscribed('pro');
    const staleActive = stripe.event('customer.subscription.updated', { ...sub, status: 'active' });
    stripe.subscriptions.get(sub.id)!.status = 'canceled';
    await sendWebhook(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(sub.id)));
    expect(await tier(user.auth)).toBe('free');
    // The older "active" event arrives late: re-reading the subscription keeps the user on free.
    await sendWebhook(staleActive);
    expect(await tier(user.auth)).toBe('free');
  });

  it('keeps the tier while a payment failure is retried (past_due)', async () => {
    const { user, sub } = await subscribed('basic');
    stripe.subscriptions.get(sub.id)!.status = 'past_due';
    const invoice = { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } } };
    await sendWebhook(stripe.event('invoice.payment_failed', invoice));
    expect(await tier(user.auth)).toBe('basic');
    expect(await subscription(user.auth)).toMatchObject({ status: 'past_due' });
    stripe.subscriptions.get(sub.id)!.status = 'unpaid';
    await sendWebhook(stripe.event('invoice.payment_failed', invoice));
    expect(await tier(user.auth)).toBe('free');
  });

  it('lets Stripe retry an event that failed half-way', async () => {
    const { user, sub } = await subscribed('pro');
    stripe.subscriptions.get(sub.id)!.status = 'canceled';
    const event = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(sub.id));
    stripe.setDown(true);
    const failed = await sendWebhook(event);
    stripe.setDown(false);
    expect(failed.statusCode).toBe(502);
    expect(await tier(user.auth)).toBe('pro');
    const retried = await sendWebhook(event);
    expect(retried.json()).toEqual({ received: true });
    expect(await tier(user.auth)).toBe('free');
  });
});

describe('Stripe checkouts under concurrency (docs/decisions/004)', () => {
  const status = async (auth: Auth, id: string) => t.app.inject({ url: `/api/payments/status/${id}`, headers: auth });
  let linkCounter = 0;

  /** A Payment Link purchase credited through its webhook, raising the user to `plan`. */
  async function buyThroughPaymentLink(user: { id: string }, plan: keyof typeof PRICES) {
    const sub = stripe.createSubscription({ customer: `cus_link_${user.id}`, price: PRICES[plan] });
    linkCounter += 1;
    const session = { id: `cs_test_link_${linkCounter}`, object: 'checkout.session', mode: 'subscription', client_reference_id: user.id, customer: `cus_link_${user.id}`, subscription: sub.id, payment_status: 'paid' };
    expect((await sendWebhook(stripe.event('checkout.session.completed', session))).statusCode).toBe(200);
    return sub;
  }

  it('a newer checkout expires the older open one, so only the newest can be paid', async () => {
    const user = await signUp(t.app);
    const older = await checkout(user.auth, 'basic');
    const newer = await checkout(user.auth, 'pro');
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${older.session_id}/expire`)).toBe(true);
    expect(stripe.sessions.get(older.session_id)!.status).toBe('expired');
    expect(stripe.sessions.get(newer.session_id)!.status).toBe('open');
    expect(() => stripe.completeCheckout(older.session_id)).toThrow(/cannot be paid/);

    const expired = (await status(user.auth, older.session_id)).json();
    expect(expired).toMatchObject({ payment_status: 'expired', plan_id: 'basic' });
    expect(expired.detail).toMatch(/replaced by a newer one/);

    stripe.completeCheckout(newer.session_id);
    expect((await status(user.auth, newer.session_id)).json()).toMatchObject({ payment_status: 'paid', plan_id: 'pro' });
    expect(await tier(user.auth)).toBe('pro');
  });

  it('concurrent checkouts leave exactly one payable session; paying it gives its plan', async () => {
    const user = await signUp(t.app);
    const plans = ['pro', 'basic', 'enterprise', 'basic', 'pro', 'enterprise'];
    const replies = await Promise.all(
      plans.map((plan) => t.app.inject({ method: 'POST', url: `/api/payments/create-checkout-session?plan_id=${plan}`, headers: user.auth })),
    );
    const accepted = replies.filter((r) => r.statusCode === 200).map((r) => r.json().session_id as string);
    expect(accepted.length).toBeGreaterThan(0);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) {
      expect([400, 409]).toContain(reply.statusCode);
      expect(typeof reply.json().detail).toBe('string');
    }
    const mine = [...stripe.sessions.values()].filter((s) => s.client_reference_id === user.id);
    const open = mine.filter((s) => s.status === 'open');
    expect(open).toHaveLength(1);
    expect(mine.filter((s) => s.status !== 'open').every((s) => s.status === 'expired')).toBe(true);

    const payable = String(open[0]!.id);
    const plan = (await status(user.auth, payable)).json().plan_id;
    stripe.completeCheckout(payable);
    expect((await status(user.auth, payable)).json()).toMatchObject({ payment_status: 'paid', plan_id: plan });
    expect(await tier(user.auth)).toBe(plan);
    for (const id of accepted.filter((a) => a !== payable)) {
      expect((await status(user.auth, id)).json().payment_status).toBe('expired');
    }
  });

  it('a checkout whose lease ran out while Stripe was slow is not recorded, and its session is expired', async () => {
    const user = await signUp(t.app);
    const slow = stripe.holdNext((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    const first = t.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session?plan_id=basic', headers: user.auth });
    await slow.reached;
    // The first checkout's lease runs out (its holder looks dead); a second one takes over and completes.
    await t.database.db.execute(sql`update checkout_leases set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const second = await checkout(user.auth, 'pro');
    slow.release();
    const late = await first;
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/Another checkout/);
    const mine = [...stripe.sessions.values()].filter((s) => s.client_reference_id === user.id);
    expect(mine.filter((s) => s.status === 'open').map((s) => s.id)).toEqual([second.session_id]);
    expect(mine).toHaveLength(2);
  });

  it('settles an older checkout that was paid before its webhook arrived, then checks the new one against it', async () => {
    const user = await signUp(t.app);
    const paidFirst = await checkout(user.auth, 'enterprise');
    stripe.completeCheckout(paidFirst.session_id);
    // The Enterprise payment went through; its webhook has not arrived. A Basic checkout is no upgrade any more.
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session?plan_id=basic', headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/from the Enterprise plan to the Basic plan: only upgrades/);
    expect(await tier(user.auth)).toBe('enterprise');
    expect((await status(user.auth, paidFirst.session_id)).json()).toMatchObject({ payment_status: 'paid' });
  });

  it('refuses a completion that is no longer an upgrade: cancelled at once, refunded, tier unchanged', async () => {
    const user = await signUp(t.app);
    const basic = await checkout(user.auth, 'basic');
    // Meanwhile the user bought Pro another way (a Payment Link).
    const pro = await buyThroughPaymentLink(user, 'pro');
    expect(await tier(user.auth)).toBe('pro');

    // Then pays the Basic checkout that was still open.
    const { subscription: basicSub, paymentIntent } = stripe.completeCheckout(basic.session_id);
    // Stripe tells about the new subscription first: it is not the user's and no upgrade, so it changes nothing.
    await sendWebhook(stripe.event('customer.subscription.created', basicSub));
    expect(await tier(user.auth)).toBe('pro');

    const polled = await status(user.auth, basic.session_id);
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toEqual({
      session_id: basic.session_id,
      payment_status: 'refunded',
      plan_id: 'basic',
      detail: 'This plan change was not applied because your account is already on the Pro plan; the payment was refunded.',
    });
    expect(stripe.subscriptions.get(basicSub.id)!.status).toBe('canceled');
    expect(stripe.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${basicSub.id}`)!.body).toMatchObject({ prorate: 'false' });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1900, status: 'succeeded' });
    expect(await tier(user.auth)).toBe('pro');
    expect(await subscription(user.auth)).toMatchObject({ tier: 'pro', status: 'active' });
    expect(stripe.subscriptions.get(pro.id)!.status).toBe('active');

    // The completion webhook and the refused subscription's own events arrive later: nothing changes, nothing is refunded twice.
    const completed = stripe.sessions.get(basic.session_id)!;
    expect((await sendWebhook(stripe.event('checkout.session.completed', completed))).statusCode).toBe(200);
    await sendWebhook(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(basicSub.id)));
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await tier(user.auth)).toBe('pro');
    expect((await status(user.auth, basic.session_id)).json().payment_status).toBe('refunded');
  });

  it('refuses through the completion webhook too, once Stripe retries a delivery that failed', async () => {
    const user = await signUp(t.app);
    const basic = await checkout(user.auth, 'basic');
    await buyThroughPaymentLink(user, 'enterprise');
    const { session: paid, subscription: basicSub, paymentIntent } = stripe.completeCheckout(basic.session_id);

    const event = stripe.event('checkout.session.completed', paid);
    stripe.setDown(true);
    const failed = await sendWebhook(event);
    stripe.setDown(false);
    expect(failed.statusCode).toBe(502);
    expect(await tier(user.auth)).toBe('enterprise');

    // Stripe retries the event: the subscription is ended and refunded.
    expect((await sendWebhook(event)).json()).toEqual({ received: true });
    expect(stripe.subscriptions.get(basicSub.id)!.status).toBe('canceled');
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    const polled = (await status(user.auth, basic.session_id)).json();
    expect(polled).toMatchObject({ payment_status: 'refunded', plan_id: 'basic' });
    expect(polled.detail).toBe('This plan change was not applied because your account is already on the Enterprise plan; the payment was refunded.');
    expect(await tier(user.auth)).toBe('enterprise');
  });

  it('leaves a purchase of a price that is no plan alone: acknowledged, nothing granted, nothing refunded', async () => {
    const user = await signUp(t.app);
    const sub = stripe.createSubscription({ customer: `cus_other_${user.id}`, price: 'price_not_ours' });
    const session = { id: `cs_test_foreign_${user.id}`, object: 'checkout.session', mode: 'subscription', client_reference_id: user.id, customer: `cus_other_${user.id}`, subscription: sub.id, payment_status: 'paid' };
    const refundsBefore = stripe.refunds.size;
    const res = await sendWebhook(stripe.event('checkout.session.completed', session));
    expect(res.json()).toEqual({ received: true });
    expect(await tier(user.auth)).toBe('free');
    expect(stripe.refunds.size).toBe(refundsBefore);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('active');
  });

  it('a refund that fails during a status poll is retried by the next poll', async () => {
    const user = await signUp(t.app);
    const basic = await checkout(user.auth, 'basic');
    await buyThroughPaymentLink(user, 'pro');
    const { subscription: basicSub, paymentIntent } = stripe.completeCheckout(basic.session_id);

    // The subscription is ended, then Stripe fails the refund (through the client's own retries).
    stripe.failWhen((r) => r.path === '/v1/refunds');
    const failed = await status(user.auth, basic.session_id);
    stripe.failWhen(null);
    expect(failed.statusCode).toBe(502);
    expect(stripe.subscriptions.get(basicSub.id)!.status).toBe('canceled');
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(0);

    const retried = await status(user.auth, basic.session_id);
    expect(retried.json()).toMatchObject({ payment_status: 'refunded', detail: expect.stringMatching(/already on the Pro plan; the payment was refunded/) });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await tier(user.auth)).toBe('pro');
  });
});

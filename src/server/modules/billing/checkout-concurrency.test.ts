import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIERS, type Tier } from '../../../contract/plans';
import { checkoutLeases, checkoutSessions, subscriptions, users } from '../../db/schema';
import { buildTestApp, openSecondInstance, signUp, type TestApp } from '../../test/build-test-app';

// docs/decisions/004-checkout-concurrency.md: checkouts of one user are opened one at a time (a lease;
// a concurrent one is answered 409), each is checked against the tier in the database and accepted
// only as a strict upgrade, and a completion applies it only while it is still one.

type Auth = Record<string, string>;
type Reply = { statusCode: number; body: string; json(): unknown };

const rank = (tier: Tier) => TIERS.indexOf(tier);
const checkout = (app: FastifyInstance, auth: Auth, plan: string) =>
  app.inject({ method: 'POST', url: `/api/payments/create-checkout-session?plan_id=${plan}`, headers: auth });

/**
 * The rule, checked after a burst of concurrent checkouts: every answer is 200 or a 400/409 with a
 * detail; every 200 left exactly one paid checkout row and no refused one left any; the paid rows,
 * in the order they were recorded, are strict upgrades one over the other; the user ends on the
 * highest tier that succeeded, with exactly one live subscription of that tier.
 */
async function expectRule(t: TestApp, userId: string, auth: Auth, plans: string[], replies: Reply[]) {
  const accepted: Array<{ plan: Tier; sessionId: string }> = [];
  replies.forEach((reply, i) => {
    if (reply.statusCode === 200) {
      accepted.push({ plan: plans[i] as Tier, sessionId: (reply.json() as { session_id: string }).session_id });
      return;
    }
    expect([400, 409], reply.body).toContain(reply.statusCode);
    expect(typeof (reply.json() as { detail?: unknown }).detail, reply.body).toBe('string');
  });
  expect(accepted.length).toBeGreaterThan(0);

  const db = t.database.db;
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)).orderBy(asc(checkoutSessions.createdAt));
  // Only accepted checkouts were recorded, and each of them is paid (demo billing pays at once).
  expect(rows.map((r) => r.id).sort()).toEqual(accepted.map((a) => a.sessionId).sort());
  expect(rows.every((r) => r.paymentStatus === 'paid')).toBe(true);
  for (let i = 1; i < rows.length; i++) expect(rank(rows[i]!.tier), JSON.stringify(rows.map((r) => r.tier))).toBeGreaterThan(rank(rows[i - 1]!.tier));

  const highest = accepted.map((a) => a.plan).reduce((a, b) => (rank(b) > rank(a) ? b : a));
  expect(rows.at(-1)!.tier).toBe(highest);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  expect(user!.subscriptionTier).toBe(highest);
  const me = await t.app.inject({ url: '/api/auth/me', headers: auth });
  expect(me.json().subscription_tier).toBe(highest);

  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  expect(subs).toHaveLength(1);
  expect(subs[0]).toMatchObject({ tier: highest, status: 'active', subscriptionId: rows.at(-1)!.subscriptionId });
  // Nothing is left holding the user's checkouts.
  expect(await db.select().from(checkoutLeases).where(eq(checkoutLeases.userId, userId))).toHaveLength(0);
  return highest;
}

describe('concurrent checkouts on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('four at once (pro, basic, enterprise, basic) from Free: only strict upgrades are paid, in order', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const user = await signUp(t.app);
      const plans = ['pro', 'basic', 'enterprise', 'basic'];
      const replies = await Promise.all(plans.map((plan) => checkout(t.app, user.auth, plan)));
      const highest = await expectRule(t, user.id, user.auth, plans, replies);
      // Afterwards a lower or equal plan is refused and changes nothing.
      const lower = await checkout(t.app, user.auth, 'basic');
      expect(lower.statusCode).toBe(400);
      expect(await t.app.inject({ url: '/api/auth/me', headers: user.auth }).then((r) => r.json().subscription_tier)).toBe(highest);
    }
  });

  it('answers 409 while another checkout holds the lease, and takes over a lease whose holder died', async () => {
    const user = await signUp(t.app);
    const db = t.database.db;
    await db.insert(checkoutLeases).values({ userId: user.id, token: 'held-elsewhere', expiresAt: sql`now() + interval '1 minute'` });
    const busy = await checkout(t.app, user.auth, 'pro');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toMatch(/Another checkout for your account is being opened/);
    expect(await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id))).toHaveLength(0);

    // The holder never let go (its instance died): once the lease has run out, the next checkout proceeds.
    await db.update(checkoutLeases).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(checkoutLeases.userId, user.id));
    const after = await checkout(t.app, user.auth, 'pro');
    expect(after.statusCode).toBe(200);
    expect(await db.select().from(checkoutLeases).where(eq(checkoutLeases.userId, user.id))).toHaveLength(0);
  });

  it('checks the upgrade against the tier in the database, not the session’s copy of the user', async () => {
    const user = await signUp(t.app);
    // Raised behind the session store's back (another instance, a webhook on another process).
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
    const res = await checkout(t.app, user.auth, 'pro');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/from the Enterprise plan to the Pro plan: only upgrades/);
  });
});

// Two app instances on one PostgreSQL, as behind a load balancer (like auth/multi-instance.test.ts).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('concurrent checkouts across two instances sharing one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let second: Awaited<ReturnType<typeof openSecondInstance>>;

  beforeAll(async () => {
    a = await buildTestApp();
    second = await openSecondInstance(a);
    b = second.app;
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  it('20 mixed checkouts at once, half through each instance: strict upgrades only, one live subscription', async () => {
    const mix = ['basic', 'pro', 'enterprise', 'basic', 'pro'];
    for (let trial = 0; trial < 4; trial++) {
      const user = await signUp(a.app);
      const plans = Array.from({ length: 20 }, (_, i) => mix[(i + trial) % mix.length]!);
      const replies = await Promise.all(plans.map((plan, i) => checkout(i % 2 === 0 ? a.app : b, user.auth, plan)));
      const highest = await expectRule(a, user.id, user.auth, plans, replies);
      // Both instances see the same tier at once.
      expect((await b.inject({ url: '/api/auth/me', headers: user.auth })).json().subscription_tier).toBe(highest);
    }
  });
});

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, API_KEY_PATTERN, MAX_API_KEYS } from '../../../contract/api-keys';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { apiKeys, users } from '../../db/schema';
import { buildTestApp, newUser, signUp, type TestApp } from '../../test/build-test-app';

type Auth = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A signed-up creator on Enterprise (set before any authenticated call, so no cache holds the old tier). */
async function enterprise(app: TestApp = t) {
  const user = await signUp(app.app, newUser());
  await app.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
  return user;
}

async function createKey(auth: Auth, payload: Record<string, unknown> = { name: 'Script' }, app: TestApp = t) {
  const res = await app.app.inject({ method: 'POST', url: '/api/keys', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ id: string; key: string; prefix: string; name: string; created_at: string; expires_at: string | null }>();
  return { ...body, auth: { authorization: `Bearer ${body.key}` } };
}

const history = (auth: Auth, app: TestApp = t) => app.app.inject({ url: '/api/content/history', headers: auth });
const listKeys = async (auth: Auth) => (await t.app.inject({ url: '/api/keys', headers: auth })).json().keys as Array<Record<string, unknown>>;

describe('creating and listing keys', () => {
  it('creates a key shown once, and lists it by prefix, newest first', async () => {
    const user = await enterprise();
    const first = await createKey(user.auth, { name: '  Publishing script  ' });
    expect(first.key).toMatch(API_KEY_PATTERN);
    expect(first).toMatchObject({ name: 'Publishing script', prefix: first.key.slice(0, 12), expires_at: null });
    const second = await createKey(user.auth, { name: 'Analytics export', expires_in_days: 30 });
    const days = (Date.parse(second.expires_at!) - Date.parse(second.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const keys = await listKeys(user.auth);
    expect(keys.map((k) => k.name)).toEqual(['Analytics export', 'Publishing script']);
    expect(keys[1]).toEqual({ id: first.id, name: 'Publishing script', prefix: first.prefix, created_at: first.created_at, expires_at: null, last_used_at: null });
    expect(JSON.stringify(keys)).not.toContain(first.key);
  });

  it('keeps only the hash of a key at rest', async () => {
    const user = await enterprise();
    const created = await createKey(user.auth);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    const secret = created.key.slice(4);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(8, 30));
  });

  it.each([
    [{ name: '   ' }, 'name is required'],
    [{}, 'name is required'],
    [{ name: 'x'.repeat(61) }, 'name must be at most 60 characters'],
    [{ name: 'k', expires_in_days: 0 }, 'The number of days until the key expires must be at least 1.'],
    [{ name: 'k', expires_in_days: 366 }, 'The number of days until the key expires must be at most 365.'],
    [{ name: 'k', expires_in_days: 1.5 }, 'The number of days until the key expires must be a whole number.'],
    [{ name: 'k', expires_in_days: '30' }, 'The number of days until the key expires must be a number.'],
  ])('refuses %j with 422', async (payload, detail) => {
    const user = await enterprise();
    const res = await t.app.inject({ method: 'POST', url: '/api/keys', headers: user.auth, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });

  it(`caps an account at ${MAX_API_KEYS} keys that are not revoked`, async () => {
    const user = await enterprise();
    const ids: string[] = [];
    for (let i = 0; i < MAX_API_KEYS; i++) ids.push((await createKey(user.auth, { name: `Key ${i}` })).id);
    const refused = await t.app.inject({ method: 'POST', url: '/api/keys', headers: user.auth, payload: { name: 'One more' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(API_KEY_MESSAGES.tooMany);
    await t.app.inject({ method: 'DELETE', url: `/api/keys/${ids[0]}`, headers: user.auth });
    await createKey(user.auth, { name: 'One more' });
  });

  it('is for Enterprise only: other plans get 403 naming the plan', async () => {
    const user = await signUp(t.app, newUser());
    for (const [method, url] of [['POST', '/api/keys'], ['GET', '/api/keys']] as const) {
      const res = await t.app.inject({ method, url, headers: user.auth, payload: method === 'POST' ? { name: 'Mine' } : undefined });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.needsEnterprise);
      expect(res.json().detail).toContain('Enterprise plan');
    }
  });
});

describe('authenticating with a key', () => {
  it('works on an allowed endpoint as its owner, and records the use at most once a minute', async () => {
    const user = await enterprise();
    const key = await createKey(user.auth);
    const generated = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: key.auth, payload: { topic: 'Launch day' } });
    expect(generated.statusCode, generated.body).toBe(200);
    const items = (await history(key.auth)).json<Array<{ id: string }>>();
    expect(items.map((i) => i.id)).toEqual([generated.json().id]);
    // The session sees the same account's history.
    expect((await history(user.auth)).json<unknown[]>()).toHaveLength(1);

    const usedAt = (await listKeys(user.auth))[0]!.last_used_at as string;
    expect(usedAt).not.toBeNull();
    expect(Date.now() - Date.parse(usedAt)).toBeLessThan(60_000);
    expect((await history(key.auth)).statusCode).toBe(200);
    expect((await listKeys(user.auth))[0]!.last_used_at).toBe(usedAt);

    // A use after the minute is recorded again.
    await t.database.db.update(apiKeys).set({ lastUsedAt: new Date(Date.now() - 120_000) }).where(eq(apiKeys.id, key.id));
    expect((await history(key.auth)).statusCode).toBe(200);
    expect(Date.parse((await listKeys(user.auth))[0]!.last_used_at as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('fails on the very next request once revoked', async () => {
    const user = await enterprise();
    const key = await createKey(user.auth);
    expect((await history(key.auth)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/keys/${key.id}`, headers: user.auth });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    const res = await history(key.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(API_KEY_MESSAGES.revoked);
    expect(await listKeys(user.auth)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/keys/${key.id}`, headers: user.auth })).statusCode).toBe(404);
  });

  it('fails once expired, and stays listed with its expiry until revoked', async () => {
    const user = await enterprise();
    const key = await createKey(user.auth, { name: 'Short-lived', expires_in_days: 1 });
    expect((await history(key.auth)).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(apiKeys).set({ expiresAt: past }).where(eq(apiKeys.id, key.id));
    const res = await history(key.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(API_KEY_MESSAGES.expired);
    expect((await listKeys(user.auth))[0]).toMatchObject({ id: key.id, expires_at: past.toISOString() });
  });

  it('refuses unknown and malformed keys with 401', async () => {
    for (const bearer of [`ink_${'A'.repeat(43)}`, 'ink_short', `ink_${'B'.repeat(300)}`]) {
      const res = await history({ authorization: `Bearer ${bearer}` });
      expect(res.statusCode, bearer).toBe(401);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.invalid);
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('is scoped: never the password, billing, subscription, account, webhooks or key management', async () => {
    const user = await enterprise();
    const key = await createKey(user.auth);
    const refused: Array<[string, string, object?]> = [
      ['POST', '/api/auth/change-password', { current_password: user.password, new_password: 'another-password' }],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/payments/subscription'],
      ['POST', '/api/payments/create-checkout-session?plan_id=pro'],
      ['POST', '/api/payments/cancel-subscription'],
      ['POST', '/api/keys', { name: 'From a key' }],
      ['GET', '/api/keys'],
      ['DELETE', `/api/keys/${key.id}`],
      ['GET', '/api/webhooks'],
      ['GET', '/api/social/oauth/twitter'],
      ['DELETE', '/api/social/accounts/twitter'],
    ];
    for (const [method, url, payload] of refused) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: key.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.notForKeys);
    }
    // Nothing happened: the password is the old one, the key still lives, the session too.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
    expect((await history(key.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
  });

  it('stops working when its owner leaves Enterprise, and works again on return', async () => {
    const user = await enterprise();
    const key = await createKey(user.auth);
    expect((await history(key.auth)).statusCode).toBe(200);
    await t.app.accounts.setTier(user.id, 'pro');
    const res = await history(key.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(API_KEY_MESSAGES.needsEnterprise);
    // A key can always be revoked, whatever the plan.
    const other = await t.app.inject({ method: 'GET', url: '/api/keys', headers: user.auth });
    expect(other.statusCode).toBe(403);
    await t.app.accounts.setTier(user.id, 'enterprise');
    expect((await history(key.auth)).statusCode).toBe(200);
    await t.app.accounts.setTier(user.id, 'basic');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/keys/${key.id}`, headers: user.auth })).statusCode).toBe(204);
  });

  it("cannot revoke another account's key", async () => {
    const owner = await enterprise();
    const other = await enterprise();
    const key = await createKey(owner.auth);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/keys/${key.id}`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(API_KEY_MESSAGES.notFound);
    expect((await history(key.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/keys/not-a-uuid', headers: owner.auth })).statusCode).toBe(422);
  });
});

describe('the per-key rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, apiKeyPerKey: { max: 3, windowMs: 60_000 } } } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After and RateLimit headers past the limit, per key', async () => {
    const user = await enterprise(limited);
    const key = await createKey(user.auth, { name: 'Busy' }, limited);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await history(key.auth, limited);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await history(key.auth, limited);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(typeof refused.json().detail).toBe('string');

    // Another key of the same account has its own allowance, and the session is not limited.
    const second = await createKey(user.auth, { name: 'Other' }, limited);
    expect((await history(second.auth, limited)).statusCode).toBe(200);
    expect((await history(user.auth, limited)).statusCode).toBe(200);
  });
});

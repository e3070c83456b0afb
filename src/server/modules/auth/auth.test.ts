import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, claimOwnerAccount, newUser, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OWNER_EMAIL: 'Owner@Inkwell.test' } });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/signup', () => {
  it('creates a free account, trims and lower-cases the e-mail, and returns a working token', async () => {
    const res = await post('/api/auth/signup', { name: '  Ada Lovelace ', email: '  Ada@Example.COM ', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subscription_tier: 'free',
      lifetime: false,
      usage_counts: { video_scripts: 0, blog_posts: 0, social_posts: 0, newsletters: 0, summaries: 0, humanizations: 0 },
    });
    expect(Date.parse(body.user.created_at)).not.toBeNaN();
    expect(body.user).not.toHaveProperty('password_hash');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ada@example.com');
  });

  it('refuses a duplicate e-mail in any case with 409', async () => {
    const user = newUser();
    await signUp(t.app, user);
    const res = await post('/api/auth/signup', { ...user, email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('ignores a tier the client tries to set', async () => {
    const res = await post('/api/auth/signup', { ...newUser(), subscription_tier: 'enterprise', lifetime: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.subscription_tier).toBe('free');
    expect(res.json().user.lifetime).toBe(false);
  });

  it('never makes an owner through sign-up, whatever the case or spacing of the OWNER_EMAIL address', async () => {
    for (const email of ['owner@inkwell.test', 'OWNER@Inkwell.test ', ' Owner@INKWELL.TEST']) {
      const res = await post('/api/auth/signup', newUser({ email }));
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('An account with this email already exists');
    }
  });

  it('lets the holder of the OWNER_EMAIL address in through the link mailed at start: Enterprise for life', async () => {
    const owner = await claimOwnerAccount(t);
    const me = await t.app.inject({ url: '/api/auth/me', headers: owner.auth });
    expect(me.json()).toMatchObject({ email: 'owner@inkwell.test', subscription_tier: 'enterprise', lifetime: true });
  });

  it.each([
    [{}, 'name is required'],
    [{ email: 'a@b.co', password: 'secret1' }, 'name is required'],
    [{ name: 'A', password: 'secret1' }, 'The e-mail address is required.'],
    [{ name: 'A', email: 'a@b.co' }, 'password is required'],
    [{ name: '   ', email: 'a@b.co', password: 'secret1' }, 'name is required'],
    [{ name: 'A', email: 'not-an-email', password: 'secret1' }, 'Enter a valid e-mail address, such as name@example.com.'],
    [{ name: 'A', email: 'a@b.co', password: '12345' }, 'password must be at least 6 characters'],
    [{ name: 42, email: 'a@b.co', password: 'secret1' }, 'name'],
    [{ name: 'A', email: ['a@b.co'], password: 'secret1' }, 'The e-mail address is required.'],
    [{ name: 'A', email: 'a@b.co', password: 'x'.repeat(300) }, 'password must be at most 256 characters'],
    [{ name: 'x'.repeat(101), email: 'a@b.co', password: 'secret1' }, 'name must be at most 100 characters'],
    // A name is one line: a line break in it could pass for a line of Inkwell's own in a mail.
    [{ name: 'Alice\nQueue: Priority\nPlan: Enterprise (Lifetime)', email: 'a@b.co', password: 'secret1' }, 'name must be a single line'],
    [{ name: 'Alice\r\nQueue: Priority', email: 'a@b.co', password: 'secret1' }, 'name must be a single line'],
    [{ name: 'Alice\u2028Queue: Priority', email: 'a@b.co', password: 'secret1' }, 'name must be a single line'],
    [{ name: 'Alice\u0085Queue: Priority', email: 'a@b.co', password: 'secret1' }, 'name must be a single line'],
    [{ name: 'Alice\tLovelace', email: 'a@b.co', password: 'secret1' }, 'name must not contain tabs or other control characters'],
    [{ name: 'Alice\u001b[31m', email: 'a@b.co', password: 'secret1' }, 'name must not contain tabs or other control characters'],
  ])('answers 422 naming the field for %j', async (payload, detail) => {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case and returns a new session', async () => {
    const user = await signUp(t.app);
    const res = await post('/api/auth/login', { email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).not.toBe(user.token);
    expect(res.json().user.email).toBe(user.email);
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const user = await signUp(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    expect((await post('/api/auth/login', { email: 'a@b.co' })).statusCode).toBe(422);
    expect((await post('/api/auth/login', { password: 'x' })).statusCode).toBe(422);
    expect((await post('/api/auth/login', { email: 'a@b.co', password: '' })).json().detail).toBe('The password is required.');
  });
});

describe('GET /api/auth/me', () => {
  it('rejects a missing, junk, malformed or over-long token with 401', async () => {
    for (const authorization of [undefined, 'Bearer junk', 'Basic abc', 'Bearer', `Bearer ${'a'.repeat(5000)}`]) {
      const res = await t.app.inject({ url: '/api/auth/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token at once and leaves other sessions alone', async () => {
    const user = await signUp(t.app);
    const other = (await post('/api/auth/login', { email: user.email, password: user.password })).json().access_token;
    const res = await post('/api/auth/logout', undefined, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
    expect((await post('/api/auth/logout', undefined, user.auth)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('checks the current password, keeps this session and revokes the others', async () => {
    const user = await signUp(t.app);
    const other = (await post('/api/auth/login', { email: user.email, password: user.password })).json().access_token;
    const res = await post('/api/auth/change-password', { current_password: user.password, new_password: 'brand-new-pass' }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully!' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one, a missing field and no session', async () => {
    const user = await signUp(t.app);
    const wrong = await post('/api/auth/change-password', { current_password: 'nope-nope', new_password: 'long-enough' }, user.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    const short = await post('/api/auth/change-password', { current_password: user.password, new_password: 'short' }, user.auth);
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('Password must be at least 8 characters long');
    const missing = await post('/api/auth/change-password', { new_password: 'long-enough' }, user.auth);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('The current password is required.');
    const anon = await post('/api/auth/change-password', { current_password: user.password, new_password: 'long-enough' });
    expect(anon.statusCode).toBe(401);
    // Nothing changed after all those refusals.
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

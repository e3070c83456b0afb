import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'https://inkwell.example' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

/** Asks for a reset link for an account's e-mail and waits for the e-mail, which is sent in the background. */
async function requestReset(email: string) {
  const mailed = t.mailer.nextMail((m) => m.to === email);
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mail = await mailed;
  const token = new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
  return { res, mail, token };
}

describe('forgot and reset password', () => {
  it('answers alike for known and unknown e-mails, and mails a link only to a real account', async () => {
    const user = await signUp(t.app);
    const known = await requestReset(user.email);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    // The e-mail goes out in the background: wait for a later request's mail and every send in flight
    // before looking for one to the unknown address.
    await requestReset(user.email);
    await t.mailer.settled();
    expect(known.res.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.res.json()).toEqual(unknown.json());
    expect(known.mail.subject).toBe('Reset your Inkwell password');
    expect(known.mail.text).toContain('https://inkwell.example/reset-password?token=');
    expect(t.mailer.sent.filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
  });

  it('resets once with the mailed token, revokes every session, and the token is then spent', async () => {
    const user = await signUp(t.app);
    const { token } = await requestReset(user.email);
    expect(token).toBeTruthy();
    const res = await post('/api/auth/reset-password', { token, new_password: 'fresh-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been reset. You can now sign in.');
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'fresh-password' })).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, new_password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid or has expired/);
  });

  it('spends every outstanding link once one is used', async () => {
    const user = await signUp(t.app);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect((await post('/api/auth/reset-password', { token: second.token, new_password: 'fresh-password' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: first.token, new_password: 'other-password' })).statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const user = await signUp(t.app);
    const { token } = await requestReset(user.email);
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    const res = await post('/api/auth/reset-password', { token, new_password: 'fresh-password' });
    expect(res.statusCode).toBe(400);
  });

  it('validates its inputs', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'nope' })).statusCode).toBe(422);
    expect((await post('/api/auth/reset-password', { token: 'junk', new_password: 'fresh-password' })).statusCode).toBe(400);
    const short = await post('/api/auth/reset-password', { token: 'junk', new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('Password must be at least 8 characters long');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { LogMailer } from '../../mail/mailer';
import { buildTestApp, claimOwnerAccount, newUser, signUp, type TestApp } from '../../test/build-test-app';

// Issue 7, item 3: owner rights need proof of the OWNER_EMAIL address (docs/decisions/005-owner-account.md).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'https://inkwell.example' } });
});
afterAll(() => t.close());

/** Starts a second instance on the same database with OWNER_EMAIL set, as an operator's restart would. */
async function restartWithOwner(email: string) {
  const mailer = new LogMailer({ info() {} });
  const app = await buildApp({ config: { ...t.config, ownerEmail: email }, database: t.database, mailer });
  await app.ready();
  return { app, mailer };
}

const tokenOf = (text: string) => new URL(/https?:\/\/\S+reset-password\S+/.exec(text)![0]).searchParams.get('token');

describe('the owner account', () => {
  it('is created at start without a password, and its set-password link goes to the address', async () => {
    const { app, mailer } = await restartWithOwner('founder@inkwell.example');
    try {
      const mail = mailer.sent.find((m) => m.to === 'founder@inkwell.example');
      expect(mail?.subject).toBe('Set the password of your Inkwell owner account');
      expect(mail?.text).toContain('https://inkwell.example/reset-password?token=');
      // Nobody can sign in or sign up in its place.
      const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newUser({ email: 'FOUNDER@inkwell.example ' }) });
      expect(signup.statusCode).toBe(409);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'founder@inkwell.example', password: 'anything-at-all' } });
      expect(login.statusCode).toBe(401);

      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tokenOf(mail!.text), new_password: 'owner-password' },
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'founder@inkwell.example', password: 'owner-password' } });
      expect(signedIn.json().user).toMatchObject({ subscription_tier: 'enterprise', lifetime: true });
    } finally {
      await app.close();
    }
  });

  it('gives an account someone signed up with the address nothing until the address is proven', async () => {
    const squatter = await signUp(t.app, newUser());
    const { app, mailer } = await restartWithOwner(squatter.email);
    try {
      const me = await app.inject({ url: '/api/auth/me', headers: squatter.auth });
      expect(me.json()).toMatchObject({ subscription_tier: 'free', lifetime: false });
      const mail = mailer.sent.find((m) => m.to === squatter.email);
      expect(mail?.subject).toBe('Set the password of your Inkwell owner account');

      // Another restart sends no second link while the first is still open.
      const again = await restartWithOwner(squatter.email);
      expect(again.mailer.sent).toEqual([]);
      await again.app.close();

      // The address's holder uses the link: owner rights, and every session of whoever was signed in ends.
      await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenOf(mail!.text), new_password: 'the-real-owner' } });
      expect((await app.inject({ url: '/api/auth/me', headers: squatter.auth })).statusCode).toBe(401);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: squatter.email, password: 'the-real-owner' } });
      expect(login.json().user).toMatchObject({ subscription_tier: 'enterprise', lifetime: true });
    } finally {
      await app.close();
    }
  });

  it('is also proven by a password reset sent to the address', async () => {
    const user = await signUp(t.app, newUser());
    const { app, mailer } = await restartWithOwner(user.email);
    try {
      const next = mailer.nextMail((m) => m.subject === 'Reset your Inkwell password');
      await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const mail = await next;
      await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenOf(mail.text), new_password: 'proven-owner' } });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'proven-owner' } });
      expect(login.json().user).toMatchObject({ subscription_tier: 'enterprise', lifetime: true });
    } finally {
      await app.close();
    }
  });

  it('grants nothing to a password reset of any other account', async () => {
    const owner = await buildTestApp({ env: { OWNER_EMAIL: 'boss@inkwell.example' } });
    try {
      const someone = await signUp(owner.app, newUser());
      const next = owner.mailer.nextMail((m) => m.to === someone.email);
      await owner.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: someone.email } });
      const mail = await next;
      await owner.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: tokenOf(mail.text) ?? '', new_password: 'someone-else' } });
      const login = await owner.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: someone.email, password: 'someone-else' } });
      expect(login.json().user).toMatchObject({ subscription_tier: 'free', lifetime: false });
      const boss = await claimOwnerAccount(owner);
      expect((await owner.app.inject({ url: '/api/auth/me', headers: boss.auth })).json().lifetime).toBe(true);
    } finally {
      await owner.close();
    }
  });
});

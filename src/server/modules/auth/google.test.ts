import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newUser, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalGoogle } from '../../test/local-google';

let t: TestApp;
let google: Awaited<ReturnType<typeof startLocalGoogle>>;

beforeAll(async () => {
  google = await startLocalGoogle();
  t = await buildTestApp({ env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signIn = (id_token: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { id_token } });
let n = 0;
const identity = () => {
  n += 1;
  return { sub: `google-sub-${n}-${Date.now()}`, email: `g${n}-${Date.now()}@gmail.test`, email_verified: true, name: `Grace ${n}` };
};

describe('POST /api/auth/google', () => {
  it('creates a free account on first sign-in and signs the same Google user in again later', async () => {
    const who = identity();
    const first = await signIn(await google.sign(who));
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: who.email, name: who.name, subscription_tier: 'free', google_linked: true, has_password: false });
    const again = await signIn(await google.sign({ ...who, name: 'Renamed' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('links by sub, so a changed Google e-mail still reaches the same account', async () => {
    const who = identity();
    const first = await signIn(await google.sign(who));
    const moved = await signIn(await google.sign({ ...who, email: `moved-${who.email}` }));
    expect(moved.json().user.id).toBe(first.json().user.id);
  });

  it('never takes over an existing password account with the same e-mail', async () => {
    const user = await signUp(t.app, newUser());
    const res = await signIn(await google.sign({ ...identity(), email: user.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/already exists/);
    // The password account is untouched and still signs in.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.json().user.google_linked).toBe(false);
  });

  it('refuses an unverified Google e-mail', async () => {
    const res = await signIn(await google.sign({ ...identity(), email_verified: false }));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a signature from another key', { key: 'stranger' as const }],
  ])('refuses %s with 401', async (_label, opts) => {
    const res = await signIn(await google.sign(identity(), opts));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Google/);
  });

  it('strips control characters from the Google name and refuses a malformed e-mail', async () => {
    const res = await signIn(await google.sign({ ...identity(), name: 'Ada\u0000 Love\u0007lace' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Ada Lovelace');
    const bad = await signIn(await google.sign({ ...identity(), email: 'not-an-email\u0000' }));
    expect(bad.statusCode).toBe(401);
  });

  it('refuses junk and a missing token', async () => {
    expect((await signIn('not.a.jwt')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('The Google sign-in did not arrive: please try again.');
  });
});

describe('POST /api/auth/google without configuration or reachable keys', () => {
  it('says Google sign-in is not configured', async () => {
    const bare = await buildTestApp();
    const res = await bare.app.inject({ method: 'POST', url: '/api/auth/google', payload: { id_token: 'x.y.z' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Google sign-in is not configured on this server');
    const config = await bare.app.inject({ url: '/api/config' });
    expect(config.json().google_client_id).toBeNull();
    await bare.close();
  });

  it('answers 502 when the key set cannot be fetched', async () => {
    const offline = await buildTestApp({ env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' } });
    const res = await offline.app.inject({ method: 'POST', url: '/api/auth/google', payload: { id_token: await google.sign(identity()) } });
    expect(res.statusCode).toBe(502);
    await offline.close();
  });

  it('serves the client id to the web app', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toMatchObject({ google_client_id: google.clientId });
  });
});

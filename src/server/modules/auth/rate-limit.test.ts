import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type Config } from '../../config';
import { buildTestApp, newUser, type TestApp } from '../../test/build-test-app';

const rule = (max: number) => ({ max, windowMs: 60_000 });
const LIMITS: Config['rateLimits'] = {
  ...DEFAULT_RATE_LIMITS,
  loginPerIp: rule(6),
  loginPerAccountAddress: rule(3),
  signupPerIp: rule(2),
  forgotPerIp: rule(100),
  forgotPerAccountAddress: rule(2),
  resetPerIp: rule(2),
  changePasswordPerIp: rule(3),
  changePasswordPerAccount: rule(5),
  contactPerIp: rule(1),
};
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, rateLimits: LIMITS } });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...from(ip), ...headers } });

let signups = 0;
/** A new account from an address of its own, so that sign-up limits stay out of the way. */
async function newAccount() {
  const user = newUser();
  const res = await post('/api/auth/signup', user, `10.200.${Math.floor(signups / 250)}.${(signups++ % 250) + 1}`);
  expect(res.statusCode).toBe(201);
  return { ...user, auth: { authorization: `Bearer ${res.json().access_token as string}` } };
}

describe('rate limits', () => {
  it('limits login attempts per account on one address with 429, Retry-After and RateLimit headers', async () => {
    const user = await newAccount();
    const first = await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, '10.0.0.1');
    expect(first.statusCode).toBe(401);
    expect(first.headers['ratelimit-limit']).toBe('3');
    expect(first.headers['ratelimit-remaining']).toBe('2');
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password: user.password }, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['ratelimit-remaining']).toBe('0');
  });

  it('does not let anyone lock a creator out from another address', async () => {
    const user = await newAccount();
    for (let i = 0; i < 4; i++) await post('/api/auth/login', { email: user.email, password: 'guess' }, '10.0.1.1');
    expect((await post('/api/auth/login', { email: user.email, password: 'guess' }, '10.0.1.1')).statusCode).toBe(429);
    // The creator, elsewhere, signs in as usual.
    expect((await post('/api/auth/login', { email: user.email, password: user.password }, '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits login attempts per address, across accounts', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/auth/login', { email: `x${i}@example.com`, password: 'whatever' }, '10.1.1.1')).statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { email: 'fresh@example.com', password: 'whatever' }, '10.1.1.1')).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: 'fresh@example.com', password: 'whatever' }, '10.1.1.2')).statusCode).toBe(401);
  });

  it('limits signups per address', async () => {
    expect((await post('/api/auth/signup', newUser(), '10.2.2.2')).statusCode).toBe(201);
    expect((await post('/api/auth/signup', newUser(), '10.2.2.2')).statusCode).toBe(201);
    expect((await post('/api/auth/signup', newUser(), '10.2.2.2')).statusCode).toBe(429);
  });

  it('limits forgot-password per account on an address, and reset-password per address', async () => {
    const email = 'limited@example.com';
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.1')).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.1')).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.1')).statusCode).toBe(429);
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.2')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/auth/reset-password', { token: 'junk', new_password: 'long-enough' }, '10.4.4.4')).statusCode).toBe(400);
    }
    expect((await post('/api/auth/reset-password', { token: 'junk', new_password: 'long-enough' }, '10.4.4.4')).statusCode).toBe(429);
  });

  it('limits change-password like login: no password oracle for a stolen token', async () => {
    const user = await newAccount();
    const guess = (ip: string) =>
      post('/api/auth/change-password', { current_password: 'guess-guess', new_password: 'new-password-1' }, ip, user.auth);
    const answers: number[] = [];
    for (let i = 0; i < 60; i++) answers.push((await guess(`10.6.${i % 2}.1`)).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('stops counting once a request is refused: attempts refused per address spend nothing of the account', async () => {
    const user = await newAccount();
    const guess = (ip: string) =>
      post('/api/auth/change-password', { current_password: 'guess-guess', new_password: 'new-password-1' }, ip, user.auth);
    for (let i = 0; i < 3; i++) expect((await guess('10.7.0.1')).statusCode).toBe(400);
    // Refused per address: these must not reach the account's count.
    for (let i = 0; i < 5; i++) expect((await guess('10.7.0.1')).statusCode).toBe(429);
    expect((await guess('10.7.0.2')).statusCode).toBe(400);
    expect((await guess('10.7.0.2')).statusCode).toBe(400);
    expect((await guess('10.7.0.2')).statusCode).toBe(429);
  });

  it('limits contact messages per address', async () => {
    const msg = { name: 'A', email: 'a@example.com', message: 'Hello' };
    expect((await post('/api/contact', msg, '10.5.5.5')).statusCode).toBe(201);
    expect((await post('/api/contact', msg, '10.5.5.5')).statusCode).toBe(429);
  });

  it('counts a client by the address the proxy saw, not by X-Forwarded-For entries it made up itself', async () => {
    const user = await newAccount();
    // nginx appends the address it saw after the client's own entries: only that last one counts.
    const guess = (made: string) => post('/api/auth/login', { email: user.email, password: 'guess' }, `${made}, 10.8.0.1`);
    for (let i = 1; i <= 3; i++) expect((await guess(`203.0.113.${i}`)).statusCode).toBe(401);
    expect((await guess('203.0.113.4')).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: user.email, password: user.password }, '10.8.0.2')).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64', async () => {
    for (let i = 0; i < 6; i++) await post('/api/auth/login', { email: `v6-${i}@example.com`, password: 'x' }, `2001:db8:1:2::${i + 1}`);
    expect((await post('/api/auth/login', { email: 'v6@example.com', password: 'x' }, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: 'v6@example.com', password: 'x' }, '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });
}

describe.skipIf(!(await reachable(6379)))('rate limits in Redis (local Redis on 6379)', () => {
  it('are shared by every instance', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const a = await buildTestApp({ env, config: { trustProxy: true, rateLimits: LIMITS, redisUrl: env.REDIS_URL } });
    const b = await buildTestApp({ env, config: { trustProxy: true, rateLimits: LIMITS, redisUrl: env.REDIS_URL } });
    try {
      const msg = { name: 'A', email: 'a@example.com', message: 'Hello' };
      const send = (app: TestApp) => app.app.inject({ method: 'POST', url: '/api/contact', payload: msg, headers: from(ip) });
      expect((await send(a)).statusCode).toBe(201);
      const second = await send(b);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

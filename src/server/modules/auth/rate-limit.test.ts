import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, newUser, signUp, type TestApp } from '../../test/build-test-app';

const rule = (max: number) => ({ max, windowMs: 60_000 });
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: {
      trustProxy: true,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerIp: rule(6),
        loginPerAccount: rule(3),
        signupPerIp: rule(2),
        forgotPerIp: rule(100),
        forgotPerAccount: rule(2),
        resetPerIp: rule(2),
        contactPerIp: rule(1),
      },
    },
  });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, headers: from(ip) });

describe('rate limits', () => {
  it('limits login attempts per account, across addresses, with 429 and Retry-After', async () => {
    const user = await signUp(t.app, newUser());
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password: user.password }, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
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

  it('limits forgot-password per account and reset-password per address', async () => {
    const email = 'limited@example.com';
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.1')).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.2')).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email }, '10.3.3.3')).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/auth/reset-password', { token: 'junk', new_password: 'long-enough' }, '10.4.4.4')).statusCode).toBe(400);
    }
    expect((await post('/api/auth/reset-password', { token: 'junk', new_password: 'long-enough' }, '10.4.4.4')).statusCode).toBe(429);
  });

  it('limits contact messages per address', async () => {
    const msg = { name: 'A', email: 'a@example.com', message: 'Hello' };
    expect((await post('/api/contact', msg, '10.5.5.5')).statusCode).toBe(201);
    expect((await post('/api/contact', msg, '10.5.5.5')).statusCode).toBe(429);
  });
});

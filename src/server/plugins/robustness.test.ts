import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../test/build-test-app';

// Every endpoint that takes a body, fed values of every wrong shape: the answer is always a 4xx {detail}.
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signUp(t.app)).auth;
});
afterAll(() => t.close());

const ENDPOINTS: Array<{ url: string; fields: string[]; private?: boolean }> = [
  { url: '/api/auth/signup', fields: ['name', 'email', 'password'] },
  { url: '/api/auth/login', fields: ['email', 'password'] },
  { url: '/api/auth/google', fields: ['id_token'] },
  { url: '/api/auth/forgot-password', fields: ['email'] },
  { url: '/api/auth/reset-password', fields: ['token', 'new_password'] },
  { url: '/api/auth/change-password', fields: ['current_password', 'new_password'], private: true },
  { url: '/api/contact', fields: ['name', 'email', 'message'] },
];

const WEIRD: unknown[] = [
  null, true, 0, -1, 1e308, '', ' ', 'x'.repeat(10_000), '\u0000', '😀'.repeat(50), '<script>alert(1)</script>',
  "' OR 1=1 --", [], ['a'], {}, { $ne: null }, { nested: { deeper: [1, 2, 3] } },
];

describe('no client mistake gives a 5xx', () => {
  for (const { url, fields, private: isPrivate } of ENDPOINTS) {
    it(url, async () => {
      for (const field of fields) {
        for (const value of WEIRD) {
          const payload = Object.fromEntries(fields.map((f) => [f, f === field ? value : 'valid-ish@example.com']));
          const res = await t.app.inject({ method: 'POST', url, payload, headers: isPrivate ? auth : {} });
          expect(res.statusCode, `${url} ${field}=${JSON.stringify(value).slice(0, 40)}`).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, `${url} ${field}=${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().detail).toBe('string');
        }
      }
    });
  }
});

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../test/build-test-app';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'inkwell-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Inkwell</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webDir });
});
afterAll(() => t.close());

describe('errors are always {detail} and never a 5xx for a client mistake', () => {
  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 422],
    ['a JSON string', '"hello"', 'application/json', 422],
    ['null', 'null', 'application/json', 422],
    ['an empty JSON body', '', 'application/json', 400],
    ['form encoding', 'email=a&password=b', 'application/x-www-form-urlencoded', 415],
    ['plain text', 'hello', 'text/plain', 415],
  ])('%s', async (_label, payload, contentType, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().detail).toBe('string');
  });

  it('an oversized body gives 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co', password: 'secret1' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('deeply nested and prototype-polluting bodies are refused without harm', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('unknown /api paths and methods give 404 {detail}', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/auth/nope'], ['DELETE', '/api/auth/me'], ['GET', '/api']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('a private route without a session gives 401 {detail} before reading the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: '{broken', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('headers', () => {
  it('sends CSP, nosniff and frame-ancestors on API answers, errors and pages', async () => {
    for (const url of ['/api/health', '/api/nope', '/dashboard', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('grants no foreign origin', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/auth/me', headers: { ...user.auth, origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });
});

describe('the web app', () => {
  it('serves index.html for page routes, without caching', async () => {
    for (const url of ['/', '/dashboard', '/pricing?x=1', '/social-accounts']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a page POST with a 404 {detail}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(res.statusCode).toBe(404);
  });
});

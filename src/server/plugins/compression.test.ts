import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { buildTestApp, signUp, type TestApp } from '../test/build-test-app';
import { parseSse } from '../test/sse';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, contactPerIp: { max: 1, windowMs: 60_000 } } } });
});
afterAll(() => t.close());

function decode(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('compression of API answers', () => {
  it('compresses a JSON answer over 1 KB, brotli first, and keeps it uncacheable', async () => {
    const plain = await t.app.inject({ url: '/api/plans' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [acceptEncoding, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']]) {
      const res = await t.app.inject({ url: '/api/plans', headers: { 'accept-encoding': acceptEncoding! } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(res))).toEqual(plain.json());
    }
  });

  it('answers HEAD of a compressible answer, with no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/plans', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('leaves small answers and clients without Accept-Encoding alone', async () => {
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: t.database.kind });
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const res = await t.app.inject({ url: '/api/plans', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Array.isArray(res.json().plans)).toBe(true);
    }
  });

  it('keeps error answers {detail} with their status and headers', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const missing = await t.app.inject({ url: '/api/nope', headers });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(decode(missing))).toEqual({ detail: 'Not found' });
    const unauthenticated = await t.app.inject({ url: '/api/auth/me', headers });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['www-authenticate']).toBe('Bearer');
    expect(typeof JSON.parse(decode(unauthenticated)).detail).toBe('string');

    const message = { name: 'Ana', email: 'ana@example.com', message: 'Hello there' };
    const first = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, headers });
    expect(first.statusCode).toBe(201);
    const limited = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(typeof JSON.parse(decode(limited)).detail).toBe('string');
  });

  it('does not decompress request bodies: a gzip-encoded body is refused as before, as a client error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: gzipSync(JSON.stringify({ email: 'a@b.co', password: 'secret-password' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().detail).toBe('string');
  });
});

describe('generations', () => {
  it('streams server-sent events uncompressed, and compresses the same answer as JSON', async () => {
    const user = await signUp(t.app);
    const payload = { topic: 'Keeping bees on a city roof' };
    const headers = { ...user.auth, 'accept-encoding': 'gzip, br' };
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/content/video-script',
      payload,
      headers: { ...headers, accept: 'text/event-stream' },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    expect(streamed.headers['content-encoding']).toBeUndefined();
    const events = parseSse(streamed.body);
    expect(events.at(-1)?.event).toBe('done');

    const json = await t.app.inject({ method: 'POST', url: '/api/content/video-script', payload, headers });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('br');
    expect(typeof JSON.parse(decode(json)).content).toBe('string');
  });
});

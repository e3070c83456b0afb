import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../test/build-test-app';

// Issue 7, items 1 and 2: one text rule for every string of every request, applied before any write.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, cb) {
    logLines.push(String(chunk));
    cb();
  },
});

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream: logStream } });
  user = await signUp(t.app);
});
afterAll(() => t.close());

const usage = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).json().usage_counts;
const history = async () => (await t.app.inject({ method: 'GET', url: '/api/content/history', headers: user.auth })).json();

describe('the shared text rule', () => {
  it('answers 422 naming the path parameter for a NUL in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/status/a%00b', headers: user.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The checkout session must not contain NUL characters.');
  });

  it('answers 422 naming a query parameter with a NUL; a broken UTF-8 escape is never a 5xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session?plan_id=pro%00', headers: user.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The plan must not contain NUL characters.');
    // A URL cannot carry a lone surrogate: %ED%A0%80 is not UTF-8, and is read as a replacement character.
    const broken = await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session?plan_id=pro%ED%A0%80', headers: user.auth });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toMatch(/^Unknown plan/);
  });

  for (const [field, value, named] of [
    ['topic', 'x\ud800', 'The topic'],
    ['target_audience', 'makers \udc00 and', 'The target audience'],
    ['sections', ['Intro', 'Deep dive \ud83d'], 'Entry 2 of the sections'],
  ] as const) {
    it(`refuses an unpaired surrogate in ${field} before any draft is written or counted`, async () => {
      const before = await usage();
      const url = field === 'sections' ? '/api/content/newsletter' : '/api/content/blog-post';
      const payload = { topic: 'Home espresso', word_count: 300, [field]: value };
      for (const accept of ['application/json', 'text/event-stream']) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...user.auth, accept } });
        expect(res.statusCode).toBe(422);
        expect(res.json().detail).toMatch(new RegExp(`^${named} must be valid Unicode text`));
      }
      expect(await usage()).toEqual(before);
      expect(await history()).toEqual([]);
    });
  }

  it('refuses NUL in a nested body field, and any string over the global cap', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/content/newsletter',
      payload: { topic: 'Tea', sections: ['a\u0000b'] },
      headers: user.auth,
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail).toBe('Entry 1 of the sections must not contain NUL characters.');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/content/social-media',
      payload: { topic: 'Tea', platform: 'x'.repeat(150_000) },
      headers: user.auth,
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().detail).toBe('The platform must be at most 100000 characters.');
  });

  it('keeps well-formed text: paired surrogates (emoji) are fine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/social-media',
      payload: { topic: 'Latte art ☕😀 for beginners' },
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await history())[0].metadata.topic).toBe('Latte art ☕😀 for beginners');
  });

  it('logs neither the draft nor the query values of a request', async () => {
    const secret = 'a-secret-reset-token-value';
    await t.app.inject({ method: 'GET', url: `/api/content/history?limit=abc&before=${secret}`, headers: user.auth });
    const all = logLines.join('');
    expect(all).toContain('/api/content/history?');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('Latte art');
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer } from '../../test/local-model-server';
import { parseSse } from '../../test/sse';
import { GatedRunner } from '../../test/gated-runner';
import { paragraphs } from './service';

type Auth = Record<string, string>;
const SSE = { accept: 'text/event-stream' };
const GENERATIONS_429 = 'You already have 4 generations running. Wait for one to finish and try again.';

describe('per-user caps (4 generations, 4 streams at once)', () => {
  const runner = new GatedRunner();
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ workers: runner });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // fetch may leave a spare connection open that close() would wait for until the client drops it.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const generate = (auth: Auth, path: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/content/${path}`, payload, headers: { ...auth, ...headers } });
  const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts;
  const idle = (id: string) => vi.waitFor(async () => expect(await t.app.content.inProgress(id)).toEqual({ generations: 0, streams: 0 }), { timeout: 10_000 });

  it('answers 429 to the fifth concurrent generation of one user, takes no quota for it, and leaves other users alone', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const running = Array.from({ length: 4 }, (_, i) => generate(a.auth, 'blog-post', { topic: `hold ${i}`, word_count: 300 }));
    await vi.waitFor(() => expect(runner.held).toBe(4), { timeout: 10_000 });

    const fifth = await generate(a.auth, 'blog-post', { topic: 'One more', word_count: 300 });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ detail: GENERATIONS_429 });
    const streamed = await generate(a.auth, 'social-media', { topic: 'One more' }, SSE);
    expect(streamed.statusCode).toBe(429);
    expect(streamed.headers['content-type']).toContain('application/json');
    expect(streamed.json()).toEqual({ detail: GENERATIONS_429 });
    // The four running hold their reserved units; the refused ones took none.
    expect(await usage(a.auth)).toMatchObject({ blog_posts: 4, social_posts: 0 });

    const other = await generate(b.auth, 'blog-post', { topic: 'Someone else', word_count: 300 });
    expect(other.statusCode).toBe(200);

    runner.open();
    for (const res of await Promise.all(running)) expect(res.statusCode).toBe(200);
    await idle(a.id);
    // Released on completion: the next one goes through (and is the Free plan's fifth post).
    expect((await generate(a.auth, 'blog-post', { topic: 'After', word_count: 300 })).statusCode).toBe(200);
    expect(await usage(a.auth)).toMatchObject({ blog_posts: 5, social_posts: 0 });
  });

  it('releases the slot and the quota of a stream whose client went away', async () => {
    const a = await signUp(t.app);
    const clients = Array.from({ length: 4 }, () => new AbortController());
    const requests = clients.map((client, i) =>
      fetch(`${url}/api/content/social-media`, {
        method: 'POST',
        headers: { ...a.auth, ...SSE, 'content-type': 'application/json' },
        body: JSON.stringify({ topic: `hold ${i}` }),
        signal: client.signal,
      }).catch((err: unknown) => err),
    );
    await vi.waitFor(() => expect(runner.held).toBe(4), { timeout: 10_000 });
    expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 4, streams: 4 });
    expect((await generate(a.auth, 'social-media', { topic: 'One more' }, SSE)).statusCode).toBe(429);

    clients[0]!.abort();
    await vi.waitFor(async () => expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 3, streams: 3 }), { timeout: 10_000 });
    expect((await usage(a.auth)).social_posts).toBe(3);

    runner.open();
    const answers = await Promise.all(requests.slice(1));
    for (const res of answers) {
      expect(res).toBeInstanceOf(Response);
      const events = parseSse(await (res as Response).text());
      expect(events.at(-1)?.event).toBe('done');
    }
    await idle(a.id);
    expect((await usage(a.auth)).social_posts).toBe(3);
    await requests[0];
  });
});

describe('the open-stream cap', () => {
  const runner = new GatedRunner();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ workers: runner, contentLimits: { generationsPerUser: 10, streamsPerUser: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 to a third stream while two are open, and still serves JSON generations', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const generate = (auth: Auth, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/content/social-media', payload, headers: { ...auth, ...headers } });
    const open = [generate(a.auth, { topic: 'hold 1' }, SSE), generate(a.auth, { topic: 'hold 2' }, SSE)];
    await vi.waitFor(() => expect(runner.held).toBe(2), { timeout: 10_000 });

    const third = await generate(a.auth, { topic: 'Third' }, SSE);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: 'You already have 2 drafts streaming. Wait for one to finish or close it, and try again.' });
    expect((await generate(a.auth, { topic: 'As JSON' })).statusCode).toBe(200);
    expect((await generate(b.auth, { topic: 'Another user' }, SSE)).statusCode).toBe(200);

    runner.open();
    for (const res of await Promise.all(open)) expect(parseSse(res.body).at(-1)?.event).toBe('done');
    await vi.waitFor(async () => expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 0, streams: 0 }), { timeout: 10_000 });
    expect((await generate(a.auth, { topic: 'Again' }, SSE)).statusCode).toBe(200);
  });
});

describe('a model stream whose client went away', () => {
  let model: Awaited<ReturnType<typeof startLocalModelServer>>;
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    model = await startLocalModelServer('openai', () => ({ hang: true }));
    t = await buildTestApp({ env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '600000', AI_MAX_RETRIES: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
    await model.close();
  });

  it('gives back the generation, the stream and the quota once the client disconnects mid-stream', async () => {
    const a = await signUp(t.app);
    const client = new AbortController();
    const res = await fetch(`${url}/api/content/social-media`, {
      method: 'POST',
      headers: { ...a.auth, ...SSE, 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'tides' }),
      signal: client.signal,
    });
    // The stream is open (headers sent) and the model has been asked, but never answers.
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    await vi.waitFor(() => expect(model.received.length).toBe(1), { timeout: 10_000 });
    expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 1, streams: 1 });

    client.abort();
    await vi.waitFor(async () => expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 0, streams: 0 }), { timeout: 10_000 });
    const me = await t.app.inject({ url: '/api/auth/me', headers: a.auth });
    expect(me.json().usage_counts.social_posts).toBe(0);
  });
});

describe('paragraphs', () => {
  it('splits as /(?<=\\n\\n)/ does', () => {
    for (const text of ['', 'a', 'a\n\nb', 'a\n\n\nb\n\n', '\n\n', 'a\nb\n\nc\n\n\n\nd', '# T\n\n**M:** x\n\nbody']) {
      expect(paragraphs(text)).toEqual(text.split(/(?<=\n\n)/));
    }
  });
});

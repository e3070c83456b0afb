import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogBody } from '../../kinds/blog-post/check';
import { countWords } from '../../text/count-words';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { parseSse } from '../../test/sse';

type Respond = (req: ReceivedRequest, i: number) => ModelReply;
let respond: Respond = () => ({ text: '' });
let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalModelServer('openai', (req, i) => respond(req, i));
  t = await buildTestApp({
    env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '0' },
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

type Auth = Record<string, string>;
const generate = (auth: Auth, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/content/${path}`, payload, headers: { ...auth, ...headers } });
const me = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json();

function words(n: number, seed: string) {
  return Array.from({ length: n }, (_, i) => `${seed}${i % 7 === 6 ? '.' : ''}`).join(' ');
}

describe('generation with an OpenAI-compatible model', () => {
  it('streams the model’s draft and labels it with the engine and model', async () => {
    const start = server.received.length;
    respond = () => ({ text: 'Tides turn twice a day, and your morning swim should know it. #Tides #OpenWater', chunks: 5 });
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'social-media', { topic: 'tides', platform: 'twitter' }, { accept: 'text/event-stream' });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(5);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { engine: 'openai-compatible', model: 'test-model' } });
    const sent = server.received.slice(start);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.prompt).toContain('Write one Twitter/X post about: tides');
    expect(sent[0]!.prompt).toContain('End with 2–5 relevant hashtags');
    expect(sent[0]!.system).toContain('senior content editor');
    expect((await me(user.auth)).usage_counts.social_posts).toBe(1);
  });

  it('stores a model answer carrying a NUL or a broken surrogate as well-formed text (no 500 after the tokens are spent)', async () => {
    respond = () => ({ text: 'Tides turn\u0000 twice a day \ud83c and swimmers should know it. #Tides #OpenWater' });
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'social-media', { topic: 'tides', platform: 'twitter' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe('Tides turn twice a day \ufffd and swimmers should know it. #Tides #OpenWater');
    const history = (await t.app.inject({ url: '/api/content/history', headers: user.auth })).json();
    expect(history[0].content).toBe(res.json().content);
  });

  it('runs one repair round when the draft misses the brief, and replaces the streamed text', async () => {
    const start = server.received.length;
    respond = (req) =>
      req.stream ? { text: 'Tides are wild this week #Tides #Moon' } : { text: 'Tides are wild this week, and the moon is to blame.' };
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'social-media', { topic: 'tides', include_hashtags: false }, { accept: 'text/event-stream' });
    const events = parseSse(res.body);
    expect(events.some((e) => e.event === 'replace')).toBe(true);
    const done = events.at(-1)!.data as { content: string };
    expect(done.content).toBe('Tides are wild this week, and the moon is to blame.');
    const sent = server.received.slice(start);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.stream).toBe(false);
    expect(sent[1]!.prompt).toContain('--- PROBLEMS ---');
    expect(sent[1]!.prompt).toMatch(/hashtag/i);
  });

  it('writes a long blog post outline-first, section by section, to its word count', async () => {
    const start = server.received.length;
    respond = (req) => {
      if (req.prompt.includes('Answer with JSON')) {
        return {
          text: JSON.stringify({
            title: 'Tide Pools: A Field Guide',
            meta_description: 'Everything you need to explore tide pools safely.',
            sections: [1, 2, 3, 4].map((n) => ({ heading: `Tide pool tip ${n}`, subheadings: [`Detail ${n}`], words: 300 })),
          }),
        };
      }
      const asked = Number(/: (\d+) words\./.exec(req.prompt)?.[1] ?? 100);
      const heading = /Start with the line "(## [^"]+)"/.exec(req.prompt)?.[1];
      return { text: `${heading ? `${heading}\n\n` : ''}${words(asked, 'tidepool')}`, chunks: 3 };
    };
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'blog-post', { topic: 'tide pools', word_count: 1600 });
    expect(res.statusCode, res.body).toBe(200);
    const content: string = res.json().content;
    expect(content.startsWith('# Tide Pools: A Field Guide')).toBe(true);
    expect(content).toContain('## Tide pool tip 4');
    expect(content).toContain('## Conclusion');
    const body = countWords(blogBody(content));
    expect(body).toBeGreaterThanOrEqual(1440);
    expect(body).toBeLessThanOrEqual(1760);
    const sent = server.received.slice(start);
    expect(sent[0]!.prompt).toContain('Answer with JSON');
    // Then the introduction, four sections and the conclusion, one call each.
    expect(sent.filter((r) => r.prompt.includes('You are writing one part'))).toHaveLength(6);
    // A JSON answer needs no stream upstream either.
    expect(sent.every((r) => !r.stream)).toBe(true);
  });

  it('answers 502 when the model fails, and counts nothing', async () => {
    respond = () => ({ status: 500 });
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'video-script', { topic: 'tides' });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe('Server error occurred. Please try again in a few moments.');
    expect((await me(user.auth)).usage_counts.video_scripts).toBe(0);
    expect((await t.app.inject({ url: '/api/content/history', headers: user.auth })).json()).toEqual([]);
  });

  it('answers 504 at the deadline (JSON, or an error event once streaming), and counts nothing', async () => {
    respond = () => ({ hang: true });
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'newsletter', { topic: 'tides' });
    expect(res.statusCode).toBe(504);
    expect(res.json().detail).toBe('Request timed out. Please try again with a shorter content or simpler request.');
    const streamed = await generate(user.auth, 'newsletter', { topic: 'tides' }, { accept: 'text/event-stream' });
    expect(parseSse(streamed.body).at(-1)).toEqual({
      event: 'error',
      data: { detail: 'Request timed out. Please try again with a shorter content or simpler request.', status: 504 },
    });
    expect((await me(user.auth)).usage_counts.newsletters).toBe(0);
  });
});

describe('generation with Anthropic', () => {
  it('writes through the Messages API', async () => {
    const anthropic = await startLocalModelServer('anthropic', () => ({
      text: 'Subject: Tides, explained\nPreview text: Why the sea breathes twice a day.\n\nHi swimmers,\n\n## Top Story\n\nThe moon.\n\n## Quick Tips\n\nCheck the tables.\n\n## What\'s Next\n\nSpring tides.\n\nSee you next week!',
    }));
    const app = await buildTestApp({ env: { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: anthropic.baseUrl, AI_MODEL: 'claude-test' } });
    const user = await signUp(app.app);
    const res = await app.app.inject({ method: 'POST', url: '/api/content/newsletter', payload: { topic: 'tides', target_audience: 'swimmers' }, headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ engine: 'anthropic', model: 'claude-test' });
    expect(res.json().content).toContain('## Quick Tips');
    expect(anthropic.received).toHaveLength(1);
    await app.close();
    await anthropic.close();
  });
});

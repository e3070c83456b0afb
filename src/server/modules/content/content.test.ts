import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogBody } from '../../kinds/blog-post/check';
import { countWords } from '../../text/count-words';
import { contents } from '../../db/schema';
import { buildTestApp, newUser, signUp, type TestApp } from '../../test/build-test-app';
import { parseSse } from '../../test/sse';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const generate = (auth: Auth, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/content/${path}`, payload, headers: { ...auth, ...headers } });
const me = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json();
const history = async (auth: Auth, query = '') => t.app.inject({ url: `/api/content/history${query}`, headers: auth });

describe('generation on the offline engine', () => {
  it('writes each of the four kinds, labelled offline, and counts each against its own quota', async () => {
    const user = await signUp(t.app);
    const cases = [
      ['video-script', { topic: 'Sourdough for beginners' }, 'video_scripts'],
      ['blog-post', { topic: 'Sourdough for beginners', target_keywords: 'sourdough starter, bread flour' }, 'blog_posts'],
      ['social-media', { topic: 'Sourdough for beginners' }, 'social_posts'],
      ['newsletter', { topic: 'Sourdough for beginners', sections: ['Starter care', 'Bake of the week'] }, 'newsletters'],
    ] as const;
    for (const [path, body, kind] of cases) {
      const res = await generate(user.auth, path, body);
      expect(res.statusCode, res.body).toBe(200);
      const out = res.json();
      expect(out).toMatchObject({ engine: 'offline', model: 'inkwell-offline-composer' });
      expect(out.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(out.content.toLowerCase()).toContain('sourdough');
      expect((await me(user.auth)).usage_counts[kind]).toBe(1);
    }
  });

  it('applies the defaults of docs/product/validation.md#options-and-defaults (blog: 1000 words, professional)', async () => {
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'blog-post', { topic: 'Remote onboarding' });
    const words = countWords(blogBody(res.json().content));
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1100);
  });

  it('splits comma-separated keywords and sections, trimmed, empties dropped', async () => {
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'newsletter', { topic: 'Trail running', sections: ' Gear , ,Routes,  ' });
    const content: string = res.json().content;
    expect(content).toMatch(/## Gear[\s\S]*## Routes/);
    const items = (await history(user.auth)).json();
    expect(items[0].metadata).toEqual({ type: 'newsletter', topic: 'Trail running' });
  });

  it("signs an offline newsletter with the creator's name, and keeps the name out of the stored request", async () => {
    const user = await signUp(t.app, newUser({ name: 'Sam Rivera' }));
    const res = await generate(user.auth, 'newsletter', { topic: 'Trail running', tone: 'friendly' });
    expect(res.statusCode, res.body).toBe(200);
    const content: string = res.json().content;
    // The friendly sign-off, then the name, ends the letter; only the postscript follows it.
    expect(content).toMatch(/\n\nWarmly,\nSam Rivera\n\nP\.S\. [^\n]+$/);
    const [row] = await t.database.db.select({ request: contents.request }).from(contents).where(eq(contents.id, res.json().id));
    expect(row?.request).not.toHaveProperty('author');
    expect(row?.request).toMatchObject({ topic: 'Trail running', tone: 'friendly' });
  });

  it.each([
    ['video-script', {}, 'The topic is required.'],
    ['video-script', { topic: '   ' }, 'The topic is required.'],
    ['video-script', { topic: 'x', platform: 'vimeo' }, 'The platform must be one of youtube, tiktok or reels.'],
    ['video-script', { topic: 'x', duration: 'epic' }, 'The duration must be one of short, medium or long.'],
    ['blog-post', { topic: 'x', word_count: 299 }, 'The word count must be at least 300.'],
    ['blog-post', { topic: 'x', word_count: 5001 }, 'The word count must be at most 5000.'],
    ['blog-post', { topic: 'x', word_count: 'lots' }, 'The word count must be a number.'],
    ['blog-post', { topic: 'x', word_count: 1000.5 }, 'The word count must be a whole number.'],
    ['blog-post', { topic: 'x', target_keywords: [1, 2] }, 'The target keywords must be a list of words or phrases.'],
    ['social-media', { topic: 'x', include_hashtags: 'yes' }, 'The hashtags choice must be true or false.'],
    ['social-media', { topic: 'x', platform: 'myspace' }, 'The platform must be one of twitter, linkedin, instagram, facebook or tiktok.'],
    ['newsletter', { topic: 'x', tone: 'shouty' }, 'The tone must be one of professional, casual, friendly or authoritative.'],
    ['newsletter', { topic: 'x'.repeat(301) }, 'The topic must be at most 300 characters.'],
    ['blog-post', { topic: 'x', target_keywords: `${'k'.repeat(81)}, short` }, 'Each of the target keywords must be at most 80 characters.'],
    ['newsletter', { topic: 'x', sections: Array.from({ length: 13 }, (_, i) => `S${i}`).join(', ') }, 'The sections may have at most 12 entries.'],
  ])('%s refuses %j with 422 naming the field, and counts nothing', async (path, body, detail) => {
    const user = await signUp(t.app);
    const res = await generate(user.auth, path, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(detail);
    expect(Object.values((await me(user.auth)).usage_counts).every((n) => n === 0)).toBe(true);
  });

  it('holds a comma-separated string to the same rules as an array: a long list of short keywords is fine', async () => {
    const user = await signUp(t.app);
    const keywords = Array.from({ length: 12 }, (_, i) => `keyword number ${i}`);
    const asString = await generate(user.auth, 'blog-post', { topic: 'Sourdough', word_count: 300, target_keywords: keywords.join(', ') });
    expect(asString.statusCode).toBe(200);
    for (const keyword of keywords) expect(asString.json().content.toLowerCase()).toContain(keyword);
  });

  it('refuses the sixth video script on Free with 403 and keeps the count at 5', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 5; i++) expect((await generate(user.auth, 'video-script', { topic: `Idea ${i}` })).statusCode).toBe(200);
    const sixth = await generate(user.auth, 'video-script', { topic: 'One more' });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ detail: 'Usage limit exceeded. Please upgrade your plan to continue.' });
    // Streaming asks get the same JSON answer: nothing was streamed yet.
    const streamed = await generate(user.auth, 'video-script', { topic: 'One more' }, { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(403);
    expect(streamed.headers['content-type']).toContain('application/json');
    expect((await me(user.auth)).usage_counts.video_scripts).toBe(5);
  });

  it('requires a session', async () => {
    expect((await generate({}, 'video-script', { topic: 'x' })).statusCode).toBe(401);
    expect((await history({})).statusCode).toBe(401);
  });
});

describe('streaming', () => {
  it('streams deltas as server-sent events and ends with the same object as the JSON answer', async () => {
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'blog-post', { topic: 'Composting at home', word_count: 600 }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const result = done.data as { id: string; content: string; engine: string };
    expect(deltas.map((d) => (d.data as { text: string }).text).join('')).toBe(result.content);
    expect(result.engine).toBe('offline');
    expect((await history(user.auth)).json()[0].id).toBe(result.id);
  });
});

describe('GET /api/content/history', () => {
  it('lists only the caller’s items, newest first, in pages', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    // Free allows 5 social posts a month.
    for (let i = 0; i < 5; i++) expect((await generate(a.auth, 'social-media', { topic: `Post ${i}` })).statusCode).toBe(200);
    await generate(b.auth, 'social-media', { topic: 'Not yours' });
    const first = (await history(a.auth, '?limit=3')).json();
    expect(first.map((x: { metadata: { topic: string } }) => x.metadata.topic)).toEqual(['Post 4', 'Post 3', 'Post 2']);
    expect(first[0]).toMatchObject({ engine: 'offline', metadata: { type: 'social_media', platform: 'twitter' } });
    expect(Date.parse(first[0].created_at)).not.toBeNaN();
    const next = (await history(a.auth, `?limit=3&before=${first[2].id}`)).json();
    expect(next.map((x: { metadata: { topic: string } }) => x.metadata.topic)).toEqual(['Post 1', 'Post 0']);
    const theirs = (await history(b.auth)).json();
    expect(theirs).toHaveLength(1);
    // Someone else's id as a cursor reveals nothing.
    expect((await history(b.auth, `?before=${first[0].id}`)).json()).toEqual([]);
  });

  it('validates its query', async () => {
    const user = await signUp(t.app);
    expect((await history(user.auth, '?limit=0')).statusCode).toBe(422);
    expect((await history(user.auth, '?limit=101')).statusCode).toBe(422);
    expect((await history(user.auth, '?before=nope')).statusCode).toBe(422);
    expect((await history(user.auth)).json()).toEqual([]);
  });
});

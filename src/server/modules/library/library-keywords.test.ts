import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

type Auth = Record<string, string>;
const generate = (t: TestApp, auth: Auth, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/content/${path}`, payload, headers: auth });

/** The editor checks that a blog post still uses the keywords it was asked for: the item says which they were. */
describe('a piece names the keywords it was asked to use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("a blog post's target keywords are in its metadata; none asked, no field", async () => {
    const user = await signUp(t.app);
    const withKeywords = await generate(t, user.auth, 'blog-post', { topic: 'Content calendars', target_keywords: 'content calendar, editorial planning', word_count: 300 });
    expect(withKeywords.statusCode, withKeywords.body).toBe(200);
    const without = await generate(t, user.auth, 'blog-post', { topic: 'Slow mornings', word_count: 300 });
    expect(without.statusCode, without.body).toBe(200);

    const item = (await t.app.inject({ url: `/api/content/${withKeywords.json().id}`, headers: user.auth })).json();
    expect(item.metadata).toEqual({ type: 'blog_post', topic: 'Content calendars', keywords: ['content calendar', 'editorial planning'] });
    const plain = (await t.app.inject({ url: `/api/content/${without.json().id}`, headers: user.auth })).json();
    expect(plain.metadata).toEqual({ type: 'blog_post', topic: 'Slow mornings' });
    const history = (await t.app.inject({ url: '/api/content/history', headers: user.auth })).json();
    expect(history.map((piece: { metadata: { keywords?: string[] } }) => piece.metadata.keywords ?? null)).toEqual([null, ['content calendar', 'editorial planning']]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

// Issue 22, finding 2: deep Markdown and long runs of combining accents sent to the humanizer answered
// 500 after minutes of worker time (a stack overflow in the draft reader, a quadratic regex). Each must
// now be answered at once, with a draft or a plain 4xx, never a 5xx.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/content/humanize with hostile text', () => {
  it.each([
    ['39,000 nested block quotes', `${'>'.repeat(39_000)} text.`],
    ['13,000 nested ordered lists', `${'1. '.repeat(13_000)}text.`],
    ['19,000 nested bullets', `${'- '.repeat(19_000)}text.`],
    ['39,000 combining accents', `Cafe${'\u0301'.repeat(39_000)} opens today.`],
  ])('answers %s without a server error', async (_, text) => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionTier: 'basic' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/content/humanize', payload: { text, content_type: 'blog_post' }, headers: user.auth });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.statusCode === 200 || typeof res.json().detail === 'string').toBe(true);
  });
});

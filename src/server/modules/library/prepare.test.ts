import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationResponse } from '../../../contract/content';
import type { PrepareResponse } from '../../../contract/library';
import { postLength } from '../../../contract/post-length';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import { contents } from '../../db/schema';
import { platformTextProblems } from '../../text/for-platform/text-problems';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';

// POST /api/content/{id}/prepare on the offline engine (docs/product/api.md#library).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { detail: 'This piece is not in your library. It may have been deleted.' };
const prepare = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/content/${id}/prepare`, headers: auth, payload });
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: Record<string, number> }>().usage_counts;

async function blogPost(auth: Auth): Promise<GenerationResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/content/blog-post',
    headers: auth,
    payload: { topic: 'Content calendar for small teams', target_keywords: 'content calendar, editorial planning', word_count: 750 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GenerationResponse>();
}

describe('POST /api/content/{id}/prepare', () => {
  it('makes a blog post each platform’s own plain text, within its limit, with hashtags from its keywords, and counts no generation', async () => {
    const user = await creator(t);
    const blog = await blogPost(user.auth);
    expect(blog.content).toMatch(/^# .*\n\n\*\*Meta description:\*\*/);
    const before = await usage(user.auth);

    const res = await prepare(user.auth, blog.id, { platforms: [...PUBLISH_PLATFORMS] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PrepareResponse>();
    expect(answer.engine).toBe('offline');
    expect(answer.model).toBe('inkwell-offline-composer');
    expect(answer.texts.map((text) => text.platform)).toEqual([...PUBLISH_PLATFORMS]);
    const title = /^# (.*)/.exec(blog.content)![1]!;
    for (const { platform, text, parts, hashtags } of answer.texts) {
      expect(platformTextProblems(platform, text, parts), `${platform}: ${text}`).toEqual([]);
      expect(text).not.toMatch(/Meta description|\*\*|^#+ /m);
      expect(text.replace(/^1\/\d+ /, '').startsWith(title)).toBe(true);
      expect(hashtags.slice(0, 2)).toEqual(['#ContentCalendar', '#EditorialPlanning']);
      expect(text.endsWith(hashtags.join(' '))).toBe(true);
    }
    // Over one post, X gets a thread (the default): numbered posts, each within 280 as X counts.
    const x = answer.texts.find((text) => text.platform === 'twitter')!;
    expect(x.parts!.length).toBeGreaterThan(1);
    expect(x.text).toBe(x.parts!.join('\n\n'));
    x.parts!.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${x.parts!.length} `)).toBe(true);
      expect(postLength('twitter', part)).toBeLessThanOrEqual(280);
    });
    expect(await usage(user.auth)).toEqual(before);

    const single = (await prepare(user.auth, blog.id, { platforms: ['twitter'], twitter: 'single' })).json<PrepareResponse>();
    expect(single.texts).toEqual([{ platform: 'twitter', text: expect.stringMatching(new RegExp(`^${title}\\n`)), parts: null, hashtags: ['#ContentCalendar', '#EditorialPlanning'] }]);
    expect(postLength('twitter', single.texts[0]!.text)).toBeLessThanOrEqual(280);
  });

  it('prepares the piece’s current text', async () => {
    const user = await creator(t);
    const blog = await blogPost(user.auth);
    await t.database.db.update(contents).set({ body: '# My Own Words\n\nEdited by hand, **kept** as written.\n\n#calendars' }).where(eq(contents.id, blog.id));
    const res = await prepare(user.auth, blog.id, { platforms: ['linkedin', 'twitter'] });
    expect(res.json<PrepareResponse>().texts).toEqual([
      { platform: 'linkedin', text: 'My Own Words\nEdited by hand, kept as written.\n\n#calendars', parts: null, hashtags: ['#calendars'] },
      { platform: 'twitter', text: 'My Own Words\nEdited by hand, kept as written.\n\n#calendars', parts: null, hashtags: ['#calendars'] },
    ]);
  });

  it('answers 404 for a piece that is not the creator’s, and 422 for platforms chosen wrong', async () => {
    const user = await creator(t);
    const blog = await blogPost(user.auth);
    const stranger = await creator(t);
    for (const [auth, id] of [
      [stranger.auth, blog.id],
      [user.auth, randomUUID()],
      [user.auth, 'not-a-piece'],
    ] as const) {
      const res = await prepare(auth, id, { platforms: ['linkedin'] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    for (const [payload, detail] of [
      [{ platforms: [] }, 'Please select at least one platform to publish to'],
      [{ platforms: ['linkedin', 'linkedin'] }, 'Choose each platform once.'],
    ] as const) {
      const res = await prepare(user.auth, blog.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    const wrongForm = await prepare(user.auth, blog.id, { platforms: ['twitter'], twitter: 'both' });
    expect(wrongForm.statusCode).toBe(422);
  });
});

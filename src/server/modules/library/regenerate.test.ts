import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersion } from '../../../contract/library';
import { contents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';
import { ARTICLE_TEXT } from '../../test/texts/summarize-sources';

// POST /api/content/{id}/regenerate on the offline engine: the same request written again, as a new version.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const generate = async (auth: Auth, path: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/content/${path}`, headers: auth, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; content: string }>();
};
const regenerate = (auth: Auth, id: string) => t.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: auth });
const versions = async (auth: Auth, id: string) => (await t.app.inject({ url: `/api/content/${id}/versions`, headers: auth })).json<ContentVersion[]>();
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: Record<string, number> }>().usage_counts;

describe('POST /api/content/{id}/regenerate', () => {
  it('writes each kind again as a new, different version of the same piece, counted as one generation', async () => {
    const user = await creator(t, { name: 'Ada Okafor' });
    const pieces = [
      ['social-media', { topic: 'batch filming for small creators', platform: 'instagram' }, 'social_posts'],
      ['video-script', { topic: 'batch filming', platform: 'tiktok', duration: 'short' }, 'video_scripts'],
      ['newsletter', { topic: 'studio lighting on a budget', sections: ['News', 'Tips'] }, 'newsletters'],
    ] as const;
    for (const [path, request, counter] of pieces) {
      const made = await generate(user.auth, path, request);
      const before = await usage(user.auth);
      const first = await regenerate(user.auth, made.id);
      expect(first.statusCode, first.body).toBe(200);
      const v2 = first.json<ContentVersion>();
      expect(v2).toMatchObject({ n: 2, source: 'generated', restored_from: null, engine: 'offline' });
      expect(v2.content).not.toBe(made.content);
      const v3 = (await regenerate(user.auth, made.id)).json<ContentVersion>();
      expect(v3).toMatchObject({ n: 3, source: 'generated' });
      expect([made.content, v2.content]).not.toContain(v3.content);

      expect((await versions(user.auth, made.id)).map((v) => [v.n, v.content])).toEqual([
        [3, v3.content],
        [2, v2.content],
        [1, made.content],
      ]);
      const piece = (await t.app.inject({ url: `/api/content/${made.id}`, headers: user.auth })).json();
      expect(piece).toMatchObject({ content: v3.content, version: 3 });
      expect(await usage(user.auth)).toEqual({ ...before, [counter]: before[counter]! + 2 });
    }
    // Still the request it was: the newsletter is signed by the creator, about its topic.
    const history = (await t.app.inject({ url: '/api/content/history?type=newsletter', headers: user.auth })).json<Array<{ content: string; metadata: { topic: string } }>>();
    expect(history[0]!.metadata.topic).toBe('studio lighting on a budget');
    expect(history[0]!.content).toContain('Ada Okafor');
    expect(history[0]!.content).toMatch(/^## News$/m);
  });

  it('refuses a summary or a humanized version with 422 and a plain reason, counting nothing', async () => {
    const user = await creator(t, { tier: 'basic' });
    const summary = await t.app.inject({ method: 'POST', url: '/api/content/summarize/text', headers: user.auth, payload: { text_content: ARTICLE_TEXT } });
    const humanized = await t.app.inject({ method: 'POST', url: '/api/content/humanize', headers: user.auth, payload: { text: `Moreover, it is important to note that ${ARTICLE_TEXT.slice(0, 2000)}`, content_type: 'blog_post' } });
    // A text the humanizer leaves as it is saves nothing (unchanged, no id): this one has stock phrasing to take out.
    expect(humanized.json()).toMatchObject({ unchanged: false });
    const before = await usage(user.auth);
    const cases = [
      [summary.json().id, 'Only generated drafts can be written again: a summary is made from the text, page or file you gave, which Inkwell does not keep. Summarize it again instead.'],
      [humanized.json().id, 'Only generated drafts can be written again: a humanized version is a rewrite of another piece. Humanize that piece again instead.'],
    ];
    for (const [id, detail] of cases) {
      const res = await regenerate(user.auth, id);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
      expect(await versions(user.auth, id)).toHaveLength(1);
    }
    expect(await usage(user.auth)).toEqual(before);
  });

  it('goes through the generation’s rules: the monthly limit, the plan’s templates, a request it cannot read', async () => {
    const user = await creator(t);
    const made = await generate(user.auth, 'social-media', { topic: 'batch filming', platform: 'twitter' });
    for (let i = 0; i < 4; i++) await generate(user.auth, 'social-media', { topic: `batch filming, part ${i + 2}`, platform: 'twitter' });
    const limited = await regenerate(user.auth, made.id);
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toEqual({ detail: 'Usage limit exceeded. Please upgrade your plan to continue.' });
    expect(await versions(user.auth, made.id)).toHaveLength(1);

    // Pieces stored as an older plan or version of Inkwell left them.
    const other = await creator(t);
    const insert = async (request: object) => {
      const id = randomUUID();
      await t.database.db.insert(contents).values({ id, userId: other.id, type: 'social_media', topic: 'batch filming', request, body: 'A post.', engine: 'offline', model: 'inkwell-offline-composer' });
      return id;
    };
    const templated = await regenerate(other.auth, await insert({ topic: 'batch filming', platform: 'twitter', template: 'social.hot-take' }));
    expect(templated.statusCode).toBe(403);
    expect(templated.json().detail).toMatch(/^The .+ template is available for Basic plan and higher\. Please upgrade your subscription\.$/);
    const unreadable = await regenerate(other.auth, await insert({ platform: 'twitter' }));
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toEqual({ detail: 'This piece was made from a request Inkwell can no longer read, so it cannot be written again. Make a new one from the generator instead.' });
    expect((await usage(other.auth)).social_posts).toBe(0);
  });

  it('answers 404 for an unknown, malformed or another creator’s piece', async () => {
    const owner = await creator(t);
    const made = await generate(owner.auth, 'social-media', { topic: 'batch filming', platform: 'twitter' });
    const stranger = await creator(t);
    for (const [auth, id] of [
      [stranger.auth, made.id],
      [owner.auth, 'nope'],
      [owner.auth, randomUUID()],
    ] as const) {
      const res = await regenerate(auth, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'This piece is not in your library. It may have been deleted.' });
    }
    expect((await usage(stranger.auth)).social_posts).toBe(0);
  });
});

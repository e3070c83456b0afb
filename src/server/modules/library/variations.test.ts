import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersion, VariationsResponse } from '../../../contract/library';
import { findHook } from '../../kinds/video-script/hook';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';

// POST /api/content/{id}/variations on the offline engine: alternatives to compare, not saved, each a generation.

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
const variations = (auth: Auth, id: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/content/${id}/variations`, headers: auth, payload });
const versions = async (auth: Auth, id: string) => (await t.app.inject({ url: `/api/content/${id}/versions`, headers: auth })).json<ContentVersion[]>();
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: Record<string, number> }>().usage_counts;

describe('POST /api/content/{id}/variations', () => {
  it('writes 3 social posts unlike each other and the current text, saves none, and counts 3 generations', async () => {
    const user = await creator(t, { tier: 'basic' });
    const post = await generate(user.auth, 'social-media', { topic: 'batch filming for small creators', platform: 'linkedin', tone: 'casual' });
    const before = await usage(user.auth);
    const res = await variations(user.auth, post.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<VariationsResponse>();
    expect(body).toMatchObject({ engine: 'offline', model: 'inkwell-offline-composer' });
    const texts = body.variations.map((v) => v.content);
    expect(texts).toHaveLength(3);
    expect(new Set([post.content, ...texts]).size).toBe(4);
    for (const text of texts) expect(text).toMatch(/#\w+/);
    expect(await usage(user.auth)).toEqual({ ...before, social_posts: before.social_posts! + 3 });
    expect(await versions(user.auth, post.id)).toHaveLength(1);

    // Picking one saves it as a version.
    const picked = await t.app.inject({ method: 'PATCH', url: `/api/content/${post.id}`, headers: user.auth, payload: { content: texts[1], source: 'variation' } });
    expect(picked.json()).toMatchObject({ n: 2, source: 'variation', content: texts[1], engine: 'offline' });
    // Asked again, they differ from the new current text (the picked one).
    const two = (await variations(user.auth, post.id, { count: 2 })).json<VariationsResponse>();
    expect(two.variations).toHaveLength(2);
    expect(two.variations.map((v) => v.content)).not.toContain(texts[1]);
    expect(two.variations[0]!.content).not.toBe(two.variations[1]!.content);
  });

  it('varies only a video script’s hook: the lines under its hook heading', async () => {
    const user = await creator(t, { tier: 'basic' });
    for (const platform of ['tiktok', 'youtube']) {
      const script = await generate(user.auth, 'video-script', { topic: 'batch filming', platform, duration: 'medium' });
      const current = findHook(script.content)!.text;
      const before = await usage(user.auth);
      const res = await variations(user.auth, script.id, { part: 'hook', count: 3 });
      expect(res.statusCode, res.body).toBe(200);
      const hooks = res.json<VariationsResponse>().variations.map((v) => v.content);
      expect(new Set([current, ...hooks]).size).toBe(4);
      for (const hook of hooks) {
        expect(hook).not.toMatch(/^#|\[\d+:\d\d\]/m);
        expect(hook.split('\n').length).toBeLessThanOrEqual(4);
        if (platform === 'tiktok') expect(hook).toMatch(/^\[ON-SCREEN TEXT: .+\]\n\(CUTS: .+\)\n\n\S/);
        else expect(hook).toMatch(/^\(VISUAL: .+\)\n\n\S/);
      }
      expect(await usage(user.auth)).toEqual({ ...before, video_scripts: before.video_scripts! + 3 });
    }
  });

  it('refuses what cannot be varied with 422 and a plain detail, counting nothing', async () => {
    const user = await creator(t);
    const post = await generate(user.auth, 'social-media', { topic: 'batch filming', platform: 'twitter' });
    const script = await generate(user.auth, 'video-script', { topic: 'batch filming', platform: 'tiktok', duration: 'short' });
    const letter = await generate(user.auth, 'newsletter', { topic: 'batch filming' });
    const before = await usage(user.auth);
    const cases: Array<[string, object, string]> = [
      [post.id, { part: 'hook' }, 'Only video scripts have a hook to vary. Ask for variations of the whole post instead.'],
      [script.id, { part: 'whole' }, 'Variations of a whole video script are not offered. Ask for variations of its hook instead.'],
      [letter.id, {}, 'Variations are for social posts and video script hooks. A newsletter can be written again with Regenerate instead.'],
      [letter.id, { part: 'hook' }, 'Only video scripts have a hook to vary; this piece is a newsletter.'],
      [post.id, { count: 4 }, 'The count must be 2 or 3.'],
      [post.id, { count: 1 }, 'The count must be 2 or 3.'],
    ];
    for (const [id, payload, detail] of cases) {
      const res = await variations(user.auth, id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect(await usage(user.auth)).toEqual(before);
    const missing = await variations(user.auth, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('reserves every variation before writing one: with fewer left it says how many, and counts nothing', async () => {
    const user = await creator(t);
    const post = await generate(user.auth, 'social-media', { topic: 'batch filming', platform: 'twitter' });
    await generate(user.auth, 'social-media', { topic: 'lighting', platform: 'twitter' });
    await generate(user.auth, 'social-media', { topic: 'sound', platform: 'twitter' });
    // Free: 5 social posts a month; 3 used, 2 left.
    const three = await variations(user.auth, post.id, { count: 3 });
    expect(three.statusCode).toBe(403);
    expect(three.json()).toEqual({ detail: '3 variations count as 3 social posts, and your plan has 2 left this month. Ask for 2, or upgrade your plan for more.' });
    expect((await usage(user.auth)).social_posts).toBe(3);
    await generate(user.auth, 'social-media', { topic: 'editing', platform: 'twitter' });
    const two = await variations(user.auth, post.id, { count: 2 });
    expect(two.json()).toEqual({ detail: 'Variations count as at least 2 social posts, and your plan has 1 left this month. Upgrade your plan for more.' });
    await generate(user.auth, 'social-media', { topic: 'thumbnails', platform: 'twitter' });
    const none = await variations(user.auth, post.id, { count: 2 });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ detail: 'Usage limit exceeded. Please upgrade your plan to continue.' });
    expect((await usage(user.auth)).social_posts).toBe(5);
  });
});

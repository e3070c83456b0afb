import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLength } from '../../../contract/post-length';
import { pausePlatform } from '../../social/platform-pause';
import { publications, socialAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, mp4Bytes, pngBytes, uploadMedia, type Auth } from '../../test/social-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'http://localhost:3300' }, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-publish-')) } });
});
afterAll(() => t.close());

const publish = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/social/publish', headers: auth, payload });

const LONG_POST = [
  'Remote teams that write things down move faster than teams that meet all day.',
  'Start each morning with a three-line update: what you did, what you will do, what blocks you.',
  'Link the plan at https://example.com/plans/remote-team-handbook so nobody has to ask where it lives.',
  'Keep meetings for decisions, not for status. #RemoteWork',
].join(' ');

// POST /api/social/publish keeps its request and answer (SPEC §7); it makes a post, published by the job layer.
describe('POST /api/social/publish', () => {
  it('publishes to a demo account and shows the post in Inkwell', async () => {
    const user = await creator(t, { name: 'Maya Lee' });
    await connectDemo(t.app, user.auth, 'twitter');
    const res = await publish(user.auth, { content: '  Hello from Inkwell  ', platforms: ['twitter'], content_type: 'post' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      results: [{ platform: 'twitter', success: true, url: expect.stringMatching(/^http:\/\/localhost:3300\/publications\/[0-9a-f-]{36}$/), demo_mode: true }],
      successful_publications: 1,
      total_platforms: 1,
      post_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const id = body.results[0].url.split('/').pop();
    const publication = await t.app.inject({ url: `/api/social/publications/${id}`, headers: user.auth });
    expect(publication.statusCode).toBe(200);
    expect(publication.json()).toEqual({
      id,
      post_id: body.post_id,
      platform: 'twitter',
      status: 'published',
      content: 'Hello from Inkwell',
      url: body.results[0].url,
      error: null,
      demo_mode: true,
      created_at: expect.any(String),
      username: 'maya_lee',
    });
    const stranger = await creator(t);
    expect((await t.app.inject({ url: `/api/social/publications/${id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/social/publications/not-an-id', headers: user.auth })).statusCode).toBe(404);
  });

  it('answers the messages of docs/product/validation.md#publishing for no platform and no content', async () => {
    const user = await creator(t);
    for (const payload of [{ content: 'Hi', platforms: [] }, { content: 'Hi' }]) {
      const res = await publish(user.auth, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Please select at least one platform to publish to');
    }
    for (const payload of [{ content: '', platforms: ['twitter'] }, { content: ' \n ', platforms: ['twitter'] }, { platforms: ['twitter'] }]) {
      const res = await publish(user.auth, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('No content to publish');
    }
  });

  it('refuses up front, per platform, what a platform cannot take: too long for X, not connected elsewhere; nothing is published', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    expect(postLength('twitter', LONG_POST)).toBeGreaterThan(280);
    const res = await publish(user.auth, { content: LONG_POST, platforms: ['twitter', 'linkedin', 'facebook'] });
    expect(res.statusCode).toBe(422);
    const tooLong = `Too long for Twitter/X: ${postLength('twitter', LONG_POST)} of 280 characters. Shorten it or publish it as a thread.`;
    expect(res.json()).toEqual({
      detail: `${tooLong} Connect your Facebook account first.`,
      platforms: [
        { platform: 'twitter', detail: tooLong },
        { platform: 'facebook', detail: 'Connect your Facebook account first.' },
      ],
    });
    expect(await t.database.db.select().from(publications).where(eq(publications.userId, user.id))).toEqual([]);
  });

  it('reports each platform on its own: published on LinkedIn, X waiting for a reconnection', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.platform, 'twitter'));
    const res = await publish(user.auth, { content: 'Hello there', platforms: ['twitter', 'linkedin'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { platform: 'twitter', success: false, error: 'Reconnect your Twitter/X account to publish there.', demo_mode: true },
        { platform: 'linkedin', success: true, url: expect.stringMatching(/^http:\/\/localhost:3300\/publications\//), demo_mode: true },
      ],
      successful_publications: 1,
      total_platforms: 2,
      post_id: expect.any(String),
    });
    const rows = await t.database.db.select().from(publications).where(eq(publications.userId, user.id));
    expect(rows.map((r) => [r.platform, r.status]).sort()).toEqual([
      ['linkedin', 'published'],
      ['twitter', 'needs_reconnect'],
    ]);
  });

  it('answers a platform still publishing after about ten seconds as pending, to follow on the post', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'facebook');
    // Rate limited a while: the target waits for the platform.
    await pausePlatform(t.database.db, 'facebook', new Date(Date.now() + 60_000));
    const started = Date.now();
    const res = await publish(user.auth, { content: 'Patience', platforms: ['facebook'] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(res.json()).toEqual({
      results: [{ platform: 'facebook', success: false, pending: true, demo_mode: true }],
      successful_publications: 0,
      total_platforms: 1,
      post_id: expect.any(String),
    });
    const post = (await t.app.inject({ url: `/api/posts/${res.json().post_id}`, headers: user.auth })).json();
    expect(post).toMatchObject({ state: 'publishing', targets: [{ platform: 'facebook', state: 'publishing' }] });
    await t.database.db.update(publications).set({ status: 'cancelled' }).where(eq(publications.postId, post.id));
  }, 30_000);

  it('publishes a long X post as a numbered thread when asked', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'twitter');
    const res = await publish(user.auth, { content: LONG_POST, platforms: ['twitter'], thread: true });
    const [result] = res.json().results;
    expect(result.success).toBe(true);
    const publication = (await t.app.inject({ url: `/api/social/publications/${result.url.split('/').pop()}`, headers: user.auth })).json();
    const posts = publication.content.split('\n\n');
    expect(posts.length).toBeGreaterThan(1);
    posts.forEach((post: string, i: number) => {
      expect(post).toMatch(new RegExp(` ${i + 1}/${posts.length}$`));
      expect(postLength('twitter', post)).toBeLessThanOrEqual(280);
    });
  });

  it('applies media needs, with the creator’s own uploads only', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'tiktok');
    await connectDemo(t.app, user.auth, 'instagram');
    const bare = await publish(user.auth, { content: 'New clip', platforms: ['tiktok', 'instagram'] });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().platforms).toEqual([
      { platform: 'tiktok', detail: 'TikTok needs a video: attach one to publish there.' },
      { platform: 'instagram', detail: 'Instagram needs an image or a video: attach one to publish there.' },
    ]);

    const video = (await uploadMedia(t.app, user.auth, { name: 'clip.mp4', bytes: mp4Bytes() })).json();
    const image = (await uploadMedia(t.app, user.auth, { name: 'cover.png', bytes: pngBytes() })).json();
    const withVideo = await publish(user.auth, { content: 'New clip', platforms: ['tiktok', 'instagram'], media_ids: [video.id] });
    expect(withVideo.json()).toMatchObject({ successful_publications: 2 });
    const imageOnTikTok = await publish(user.auth, { content: 'Cover', platforms: ['tiktok'], media_ids: [image.id] });
    expect(imageOnTikTok.json()).toEqual({
      detail: 'TikTok publishes videos only: attach a video instead.',
      platforms: [{ platform: 'tiktok', detail: 'TikTok publishes videos only: attach a video instead.' }],
    });

    const stranger = await creator(t);
    const stolen = await publish(stranger.auth, { content: 'Mine now', platforms: ['tiktok'], media_ids: [video.id] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toBe(`media_ids: ${video.id} is not one of your uploads`);
  });

  it('links the publication to its history item, and refuses someone else’s', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'twitter');
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/content/social-media',
      headers: user.auth,
      payload: { topic: 'Calm remote teams', platform: 'twitter', tone: 'casual', include_hashtags: true },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { id: contentId, content } = generated.json();
    const res = await publish(user.auth, { content, platforms: ['twitter'], content_id: contentId });
    expect(res.json().results[0].success).toBe(true);
    const [row] = await t.database.db.select().from(publications).where(eq(publications.userId, user.id));
    expect(row!.contentId).toBe(contentId);

    const stranger = await creator(t);
    await connectDemo(t.app, stranger.auth, 'twitter');
    const refused = await publish(stranger.auth, { content, platforms: ['twitter'], content_id: contentId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('content_id: no such item in your history');
  });
});

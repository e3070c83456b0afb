import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postLength } from '../../../contract/post-length';
import type { Post } from '../../../contract/posts';
import { publications, socialAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, mp4Bytes, uploadMedia, type Auth } from '../../test/social-helpers';

// Posts through the API on demo connections, with the app's own job layer publishing them.

const APP_URL = 'http://localhost:3300';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL, JOB_POLL_SECONDS: '0.5' }, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-posts-')) } });
});
afterAll(() => t.close());

const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const get = (auth: Auth, id: string) => t.app.inject({ url: `/api/posts/${id}`, headers: auth });
const patch = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers: auth, payload });
const remove = (auth: Auth, id: string) => t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: auth });

/** The post once every target has left publishing (and scheduled, when asked). */
async function settled(auth: Auth, id: string, opts: { scheduledToo?: boolean } = {}): Promise<Post> {
  let post!: Post;
  await vi.waitFor(
    async () => {
      post = (await get(auth, id)).json<Post>();
      const moving = opts.scheduledToo ? ['publishing', 'scheduled'] : ['publishing'];
      expect(post.targets.some((target) => moving.includes(target.state))).toBe(false);
    },
    { timeout: 20_000, interval: 200 },
  );
  return post;
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const LONG_POST = [
  'Remote teams that write things down move faster than teams that meet all day.',
  'Start each morning with a three-line update: what you did, what you will do, what blocks you.',
  'Link the plan at https://example.com/plans/remote-team-handbook so nobody has to ask where it lives.',
  'Keep meetings for decisions, not for status. #RemoteWork',
].join(' ');

describe('POST /api/posts', () => {
  it('publishes now to each platform, each with its own text where it has one, and answers the post at once', async () => {
    const user = await creator(t, { tier: 'basic', name: 'Maya Lee' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const res = await create(user.auth, { text: '  Hello from Inkwell  ', platforms: ['linkedin', 'twitter'], variants: { linkedin: 'Hello, LinkedIn' } });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Post>();
    expect(made).toMatchObject({ text: 'Hello from Inkwell', content_id: null, media_ids: [], thread: false, scheduled_at: null });
    expect(made.targets.map((target) => [target.platform, target.text, target.own_text, target.username])).toEqual([
      ['twitter', 'Hello from Inkwell', false, 'maya_lee'],
      ['linkedin', 'Hello, LinkedIn', true, 'maya-lee'],
    ]);

    const post = await settled(user.auth, made.id);
    expect(post.state).toBe('published');
    for (const target of post.targets) {
      expect(target).toMatchObject({ state: 'published', error: null, demo_mode: true, attempts: 1, metrics: null, url: `${APP_URL}/publications/${target.id}` });
      expect(Date.parse(target.published_at!)).toBeGreaterThan(0);
      // The demo post's page reads the publication: the target itself.
      const publication = await t.app.inject({ url: `/api/social/publications/${target.id}`, headers: user.auth });
      expect(publication.json()).toMatchObject({ id: target.id, post_id: post.id, status: 'published', content: target.text });
    }

    const stranger = await creator(t);
    for (const id of [post.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(stranger.auth, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'This post does not exist' });
    }
  });

  it('takes the text of a history item, and refuses someone else’s', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/content/social-media',
      headers: user.auth,
      payload: { topic: 'Calm remote teams', platform: 'linkedin', tone: 'casual', include_hashtags: true },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { id: contentId, content } = generated.json();
    const res = await create(user.auth, { content_id: contentId, platforms: ['linkedin'], draft: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content_id: contentId, text: content.trim(), state: 'draft', targets: [{ state: 'draft', text: content.trim() }] });

    const stranger = await creator(t);
    await connectDemo(t.app, stranger.auth, 'linkedin');
    const refused = await create(stranger.auth, { content_id: contentId, platforms: ['linkedin'] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'content_id: no such item in your history' });
  });

  it('refuses up front, per platform, a post a platform cannot take, and makes nothing', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'instagram');
    const res = await create(user.auth, { text: LONG_POST, platforms: ['twitter', 'instagram', 'facebook'] });
    expect(res.statusCode).toBe(422);
    const tooLong = `Too long for Twitter/X: ${postLength('twitter', LONG_POST)} of 280 characters. Shorten it or publish it as a thread.`;
    expect(res.json()).toEqual({
      detail: `${tooLong} Instagram needs an image or a video: attach one to publish there. Connect your Facebook account first.`,
      platforms: [
        { platform: 'twitter', detail: tooLong },
        { platform: 'instagram', detail: 'Instagram needs an image or a video: attach one to publish there.' },
        { platform: 'facebook', detail: 'Connect your Facebook account first.' },
      ],
    });
    // A variant can be what breaks a rule; the thread option makes X's length fine.
    const variant = await create(user.auth, { text: 'Short', platforms: ['twitter'], variants: { twitter: LONG_POST } });
    expect(variant.json().platforms).toEqual([{ platform: 'twitter', detail: tooLong }]);
    expect((await t.app.inject({ url: '/api/posts', headers: user.auth })).json()).toEqual({ posts: [] });

    const thread = await create(user.auth, { text: LONG_POST, platforms: ['twitter'], thread: true });
    expect(thread.statusCode).toBe(201);
    const [target] = (await settled(user.auth, thread.json().id)).targets;
    const parts = target!.text.split('\n\n');
    expect(target!.state).toBe('published');
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((part, i) => expect(part).toMatch(new RegExp(` ${i + 1}/${parts.length}$`)));
  });

  it('starts a target whose account must be reconnected as needs_reconnect, with what to do', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    const res = await create(user.auth, { text: 'Hello', platforms: ['linkedin'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'needs_attention', targets: [{ state: 'needs_reconnect', error: 'Reconnect your LinkedIn account to publish there.' }] });
  });

  it('checks the attached media and the scheduled time', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connectDemo(t.app, user.auth, 'tiktok');
    const video = (await uploadMedia(t.app, user.auth, { name: 'clip.mp4', bytes: mp4Bytes() })).json();
    const stranger = await creator(t);
    await connectDemo(t.app, stranger.auth, 'tiktok');
    const stolen = await create(stranger.auth, { text: 'Mine now', platforms: ['tiktok'], media_ids: [video.id] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toBe(`media_ids: ${video.id} is not one of your uploads`);

    for (const [scheduled_at, detail] of [
      [new Date(Date.now() - 5 * 60_000).toISOString(), 'The scheduled time has passed: choose a time from now on.'],
      [new Date(Date.now() + 400 * 24 * 60 * 60_000).toISOString(), 'A post can be scheduled at most a year ahead: choose an earlier time.'],
      ['2026-12-01 09:00', 'The scheduled time must be a date and time with its offset, e.g. 2026-12-01T09:00:00+01:00.'],
    ]) {
      const res = await create(user.auth, { text: 'New clip', platforms: ['tiktok'], media_ids: [video.id], scheduled_at });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    const both = await create(user.auth, { text: 'New clip', platforms: ['tiktok'], media_ids: [video.id], scheduled_at: inMinutes(60), draft: true });
    expect(both.json().detail).toBe('A draft has no time: leave out the scheduled time, or do not keep it as a draft.');
    // A time a few seconds past is "now" on a clock a little behind.
    const skewed = await create(user.auth, { text: 'New clip', platforms: ['tiktok'], media_ids: [video.id], scheduled_at: new Date(Date.now() - 20_000).toISOString() });
    expect(skewed.statusCode, skewed.body).toBe(201);
    expect((await settled(user.auth, skewed.json().id, { scheduledToo: true })).state).toBe('published');
  });

  it('publishes a scheduled post at its time, by its job', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    const at = new Date(Date.now() + 2_000);
    const res = await create(user.auth, { text: 'At its time', platforms: ['linkedin'], scheduled_at: at.toISOString() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'scheduled', scheduled_at: at.toISOString(), targets: [{ state: 'scheduled', scheduled_at: at.toISOString() }] });
    const post = await settled(user.auth, res.json().id, { scheduledToo: true });
    expect(post.state).toBe('published');
    expect(Date.parse(post.targets[0]!.published_at!)).toBeGreaterThanOrEqual(at.getTime());
  });
});

describe('PATCH /api/posts/{id}', () => {
  it('changes a draft or a scheduled post: text, own texts, platforms, time; each change raises the version', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    await connectDemo(t.app, user.auth, 'facebook');
    const made = (await create(user.auth, { text: 'First draft', platforms: ['twitter', 'linkedin'], variants: { linkedin: 'LinkedIn’s own' }, draft: true })).json<Post>();
    const versions = async () =>
      Object.fromEntries(
        (await t.database.db.select().from(publications).where(eq(publications.postId, made.id))).map((row) => [row.platform, [row.status, row.version]]),
      );

    const edited = await patch(user.auth, made.id, { text: 'Second draft' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().targets.map((target: { text: string }) => target.text)).toEqual(['Second draft', 'LinkedIn’s own']);
    expect(await versions()).toEqual({ twitter: ['draft', 1], linkedin: ['draft', 1] });

    const at = inMinutes(90);
    const scheduled = await patch(user.auth, made.id, { scheduled_at: at, platforms: ['linkedin', 'facebook'], variants: {} });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', scheduled_at: new Date(at).toISOString() });
    expect(scheduled.json().targets.map((target: Post['targets'][number]) => [target.platform, target.state, target.text, target.own_text])).toEqual([
      ['twitter', 'cancelled', 'Second draft', false],
      ['linkedin', 'scheduled', 'Second draft', false],
      ['facebook', 'scheduled', 'Second draft', false],
    ]);
    expect(await versions()).toEqual({ twitter: ['cancelled', 2], linkedin: ['scheduled', 2], facebook: ['scheduled', 0] });

    // Back to a draft, and X again: its cancelled target comes back.
    const drafted = await patch(user.auth, made.id, { scheduled_at: null, platforms: ['twitter', 'linkedin'] });
    expect(drafted.json()).toMatchObject({ state: 'draft', scheduled_at: null });
    expect(await versions()).toEqual({ twitter: ['draft', 3], linkedin: ['draft', 3], facebook: ['cancelled', 1] });

    // Checked like a new post.
    const refused = await patch(user.auth, made.id, { text: LONG_POST });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().platforms).toEqual([{ platform: 'twitter', detail: expect.stringMatching(/^Too long for Twitter\/X/) }]);
    const empty = await patch(user.auth, made.id, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Nothing to change: send a new text, platforms, variants, media, thread choice or scheduled time.');
  });

  it('refuses a post that has started publishing, and another creator’s', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    const made = (await create(user.auth, { text: 'Now', platforms: ['linkedin'] })).json<Post>();
    await settled(user.auth, made.id);
    const res = await patch(user.auth, made.id, { text: 'Later' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This post can no longer be changed: it has started publishing. Only a draft or a scheduled post can be changed.' });
    const stranger = await creator(t);
    expect((await patch(stranger.auth, made.id, { text: 'Mine' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/posts/{id}', () => {
  it('cancels what was to come, keeps what was published on its platforms, and waits while a target is publishing', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const scheduled = (await create(user.auth, { text: 'Later', platforms: ['twitter'], scheduled_at: inMinutes(30) })).json<Post>();
    const gone = await remove(user.auth, scheduled.id);
    expect(gone.json()).toEqual({ success: true, message: 'Deleted.', still_on_platforms: [] });
    expect((await get(user.auth, scheduled.id)).statusCode).toBe(404);
    expect(await t.database.db.select().from(publications).where(eq(publications.id, scheduled.targets[0]!.id))).toEqual([]);

    const published = await settled(user.auth, (await create(user.auth, { text: 'Out there', platforms: ['twitter', 'linkedin'] })).json().id);
    const [x] = published.targets;
    await t.database.db.update(publications).set({ status: 'publishing' }).where(eq(publications.id, x!.id));
    const busy = await remove(user.auth, published.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: 'It is being published right now; try again in a minute.' });
    await t.database.db.update(publications).set({ status: 'published' }).where(eq(publications.id, x!.id));

    const kept = await remove(user.auth, published.id);
    expect(kept.json()).toEqual({
      success: true,
      message: 'Deleted. Your posts on Twitter/X and LinkedIn stay there: Inkwell does not delete them on the platforms.',
      still_on_platforms: ['twitter', 'linkedin'],
    });
    // Still the creator's publishing history (analytics), without a post.
    const publication = await t.app.inject({ url: `/api/social/publications/${x!.id}`, headers: user.auth });
    expect(publication.json()).toMatchObject({ status: 'published', post_id: null });
  });
});

describe('POST /api/posts/{id}/retry and /targets/{target_id}/resolve', () => {
  it('publishes failed targets again, and those to reconnect once they are connected again', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const post = await settled(user.auth, (await create(user.auth, { text: 'Again', platforms: ['twitter', 'linkedin'] })).json().id);
    const retry = () => t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/retry`, headers: user.auth });
    const nothing = await retry();
    expect(nothing.statusCode, nothing.body).toBe(409);
    expect(nothing.json()).toEqual({ detail: 'Nothing to retry: no platform of this post failed or needs reconnecting.' });

    const [x, linkedin] = post.targets;
    await t.database.db.update(publications).set({ status: 'failed', error: 'The platform did not answer. Try again in a few minutes.', attempts: 4 }).where(eq(publications.id, x!.id));
    await t.database.db.update(publications).set({ status: 'needs_reconnect', error: 'Reconnect your LinkedIn account to publish there.' }).where(eq(publications.id, linkedin!.id));
    await t.database.db.update(socialAccounts).set({ status: 'reconnect' }).where(eq(socialAccounts.userId, user.id));
    const refused = await retry();
    expect(refused.statusCode).toBe(409);
    // A failed target is tried again whatever its account; one that waits for a reconnection waits for it.
    expect(refused.json()).toEqual({ detail: 'Reconnect your LinkedIn account on the Social Accounts page first, then try again.' });
    // One platform at a time: X's failure is retried while LinkedIn still waits for its reconnection.
    await t.database.db.update(socialAccounts).set({ status: 'connected' }).where(and(eq(socialAccounts.userId, user.id), eq(socialAccounts.platform, 'twitter')));
    const onlyX = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/retry`, headers: user.auth, payload: { platforms: ['twitter'] } });
    expect(onlyX.statusCode, onlyX.body).toBe(200);
    expect(onlyX.json().targets.map((target: { state: string }) => target.state)).toEqual(['publishing', 'needs_reconnect']);
    await vi.waitFor(async () => expect((await settled(user.auth, post.id)).targets[0]!.state).toBe('published'), { timeout: 20_000 });
    await t.database.db.update(publications).set({ status: 'failed', error: 'The platform did not answer. Try again in a few minutes.', attempts: 4 }).where(eq(publications.id, x!.id));
    const empty = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/retry`, headers: user.auth, payload: { platforms: [] } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Choose at least one platform to retry, or leave platforms out to retry them all.' });
    await t.database.db.update(socialAccounts).set({ status: 'connected' }).where(eq(socialAccounts.userId, user.id));

    const res = await retry();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().targets.map((target: { state: string; error: string | null }) => [target.state, target.error])).toEqual([
      ['publishing', null],
      ['publishing', null],
    ]);
    const again = await settled(user.auth, post.id);
    expect(again.targets.map((target) => [target.state, target.attempts])).toEqual([
      ['published', 1],
      ['published', 1],
    ]);
  });

  it('takes the creator’s word on a target whose outcome is unknown', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const post = await settled(user.auth, (await create(user.auth, { text: 'Did it?', platforms: ['twitter', 'linkedin'] })).json().id);
    const [x, linkedin] = post.targets;
    const unknown = { status: 'unknown' as const, url: null, externalId: null, error: 'We could not tell whether Twitter/X published this post. Check your Twitter/X account, then tell us.' };
    await t.database.db.update(publications).set(unknown).where(eq(publications.id, x!.id));
    await t.database.db.update(publications).set(unknown).where(eq(publications.id, linkedin!.id));
    const resolve = (targetId: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/targets/${targetId}/resolve`, headers: user.auth, payload });

    const there = await resolve(x!.id, { published: true, url: 'https://x.com/maya_lee/status/1800' });
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json().targets[0]).toMatchObject({ state: 'published', url: 'https://x.com/maya_lee/status/1800', error: null });
    const twice = await resolve(x!.id, { published: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'Inkwell knows what became of this post on Twitter/X: there is nothing to tell it.' });

    const notThere = await resolve(linkedin!.id, { published: false });
    expect(notThere.json().targets[1]).toMatchObject({ state: 'publishing', error: null });
    expect((await settled(user.auth, post.id)).targets[1]).toMatchObject({ state: 'published', url: `${APP_URL}/publications/${linkedin!.id}` });

    expect((await resolve('not-a-target', { published: true })).json()).toEqual({ detail: 'This post is not going to that platform.' });
  });
});

describe('GET /api/posts', () => {
  it('lists the creator’s posts newest first by their time, within a range, by platform and by state', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const soon = (await create(user.auth, { text: 'Soon', platforms: ['twitter'], scheduled_at: inMinutes(60) })).json<Post>();
    const later = (await create(user.auth, { text: 'Later', platforms: ['linkedin'], scheduled_at: inMinutes(600) })).json<Post>();
    const draft = (await create(user.auth, { text: 'Some day', platforms: ['linkedin'], draft: true })).json<Post>();
    const now = await settled(user.auth, (await create(user.auth, { text: 'Now', platforms: ['twitter', 'linkedin'] })).json().id);
    const list = async (query = '') => {
      const res = await t.app.inject({ url: `/api/posts${query}`, headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ posts: Post[] }>().posts.map((post) => post.id);
    };
    expect(await list()).toEqual([later.id, soon.id, now.id, draft.id]);
    expect(await list('?limit=2')).toEqual([later.id, soon.id]);
    expect(await list(`?from=${encodeURIComponent(inMinutes(30))}&to=${encodeURIComponent(inMinutes(120))}`)).toEqual([soon.id]);
    expect(await list('?platform=twitter')).toEqual([soon.id, now.id]);
    expect(await list('?status=scheduled')).toEqual([later.id, soon.id]);
    expect(await list('?status=published&platform=linkedin')).toEqual([now.id]);
    expect(await list('?status=draft&limit=1')).toEqual([draft.id]);
    const stranger = await creator(t);
    expect((await t.app.inject({ url: '/api/posts', headers: stranger.auth })).json()).toEqual({ posts: [] });
    const bad = await t.app.inject({ url: '/api/posts?from=yesterday', headers: user.auth });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('The start date must be a date and time with its offset.');
  });
});

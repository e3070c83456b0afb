import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post, PostRefusal } from '../../../contract/posts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

// thread_parts: an X thread written post by post ("Prepare for social"), published exactly as written.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOB_POLL_SECONDS: '0.5' }, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-thread-parts-')) } });
});
afterAll(() => t.close());

const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const patch = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers: auth, payload });
const get = (auth: Auth, id: string) => t.app.inject({ url: `/api/posts/${id}`, headers: auth });

const PARTS = ['1/3 Batch filming saves my week.', '2/3 I film four videos on Monday, edited by Wednesday.', '3/3 Try it for a month. #BatchFilming'];

describe('thread_parts', () => {
  it('keeps the X thread as written beside the other platforms’ texts, and publishes it', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const res = await create(user.auth, { text: 'The piece', platforms: ['twitter', 'linkedin'], variants: { linkedin: 'For LinkedIn' }, thread_parts: PARTS });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Post>();
    const x = made.targets.find((target) => target.platform === 'twitter')!;
    expect(x).toMatchObject({ parts: PARTS, text: PARTS.join('\n\n'), own_text: true });
    expect(made.targets.find((target) => target.platform === 'linkedin')).toMatchObject({ parts: null, text: 'For LinkedIn' });

    await vi.waitFor(
      async () => expect(get(user.auth, made.id).then((r) => r.json<Post>().targets.every((target) => target.state === 'published'))).resolves.toBe(true),
      { timeout: 20_000, interval: 200 },
    );
    const published = (await get(user.auth, made.id)).json<Post>();
    expect(published.targets.find((target) => target.platform === 'twitter')).toMatchObject({ parts: PARTS, text: PARTS.join('\n\n') });
  });

  it('refuses a post of the thread over X’s limit, naming it, and makes nothing', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    const res = await create(user.auth, { text: 'The piece', platforms: ['twitter'], thread_parts: ['First post.', 'x'.repeat(290)] });
    expect(res.statusCode).toBe(422);
    expect(res.json<PostRefusal>().platforms).toEqual([{ platform: 'twitter', detail: 'Post 2 of the thread is 290 of 280 characters on Twitter/X: shorten it.' }]);
    expect((await t.app.inject({ url: '/api/posts', headers: user.auth })).json<{ posts: Post[] }>().posts).toEqual([]);
  });

  it('refuses thread parts without X among the platforms', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'linkedin');
    const res = await create(user.auth, { text: 'The piece', platforms: ['linkedin'], thread_parts: PARTS });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'thread_parts is for X: add X to the platforms, or leave thread_parts out.' });
  });

  it('changes a draft’s thread, and goes back to one X text with thread_parts: null', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    const made = (await create(user.auth, { text: 'One text', platforms: ['twitter'], thread_parts: PARTS, draft: true })).json<Post>();
    const edited = await patch(user.auth, made.id, { thread_parts: [PARTS[0], 'A new second post.'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Post>().targets[0]).toMatchObject({ parts: [PARTS[0], 'A new second post.'], own_text: true });
    // Another change keeps the thread as it is.
    expect((await patch(user.auth, made.id, { text: 'Another text' })).json<Post>().targets[0]!.parts).toEqual([PARTS[0], 'A new second post.']);
    const back = (await patch(user.auth, made.id, { thread_parts: null })).json<Post>();
    expect(back.targets[0]).toMatchObject({ parts: null, text: 'Another text', own_text: false });
  });
});

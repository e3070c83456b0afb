import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/posts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';

// Fill-in slots (docs/product/posts.md#fill-in-slots): refused when sent now or scheduled, kept in a draft.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-post-slots-')) } });
});
afterAll(() => t.close());

const create = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/posts', headers: auth, payload });
const patch = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers: auth, payload });
const listed = async (auth: Auth) => (await t.app.inject({ url: '/api/posts', headers: auth })).json<{ posts: Post[] }>().posts;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const WITH_SLOTS = 'Three shortcuts that halved my edit time:\n1. [Shortcut 1: name it, show it in one shot]\n2. [Shortcut 2: name it]';
const FILLED = 'Three shortcuts that halved my edit time:\n1. Ripple delete\n2. J-K-L scrubbing';

async function withAccounts() {
  const user = await creator(t, { tier: 'basic' });
  await connectDemo(t.app, user.auth, 'twitter');
  await connectDemo(t.app, user.auth, 'linkedin');
  return user;
}

describe('fill-in slots on /api/posts', () => {
  it('refuses a post sent now or scheduled while its text holds a slot, naming the first, and makes nothing', async () => {
    const user = await withAccounts();
    for (const when of [{}, { scheduled_at: inMinutes(60) }, { queue: true }]) {
      const res = await create(user.auth, { text: WITH_SLOTS, platforms: ['twitter', 'linkedin'], ...when });
      expect(res.statusCode, JSON.stringify(when)).toBe(422);
      expect(res.json()).toEqual({ detail: 'Fill in the marked slots before publishing: [Shortcut 1: name it, show it in one shot] and 1 more.' });
    }
    // Through the dashboard's publish route too.
    const publish = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: user.auth, payload: { content: WITH_SLOTS, platforms: ['twitter'] } });
    expect(publish.statusCode).toBe(422);
    expect(publish.json().detail).toBe('Fill in the marked slots before publishing: [Shortcut 1: name it, show it in one shot] and 1 more.');
    expect(await listed(user.auth)).toEqual([]);
  });

  it('refuses a platform’s own text that holds a slot, though the post’s text is filled', async () => {
    const user = await withAccounts();
    const res = await create(user.auth, { text: FILLED, platforms: ['twitter', 'linkedin'], variants: { linkedin: 'What I cut: [Example: one clip you shortened]' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Fill in the marked slot before publishing: [Example: one clip you shortened].' });
  });

  it('keeps slots in a draft; the draft is refused a time until they are filled, then scheduled', async () => {
    const user = await withAccounts();
    const made = await create(user.auth, { text: WITH_SLOTS, platforms: ['twitter'], draft: true });
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json<Post>();
    expect(draft).toMatchObject({ state: 'draft', text: WITH_SLOTS });

    // Edited as a draft, slots and all.
    const edited = await patch(user.auth, draft.id, { text: `${WITH_SLOTS}\n[Call to action: what should they do next]` });
    expect(edited.statusCode, edited.body).toBe(200);

    const timed = await patch(user.auth, draft.id, { scheduled_at: inMinutes(90) });
    expect(timed.statusCode).toBe(422);
    expect(timed.json()).toEqual({ detail: 'Fill in the marked slots before publishing: [Shortcut 1: name it, show it in one shot] and 2 more.' });
    expect((await listed(user.auth)).map((post) => post.state)).toEqual(['draft']);

    const filled = await patch(user.auth, draft.id, { text: FILLED, scheduled_at: inMinutes(90) });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ state: 'scheduled', text: FILLED });
  });

  it('refuses a scheduled post’s text changed to hold a slot, and keeps what it was', async () => {
    const user = await withAccounts();
    const post = (await create(user.auth, { text: FILLED, platforms: ['linkedin'], scheduled_at: inMinutes(120) })).json<Post>();
    expect(post.state).toBe('scheduled');
    const res = await patch(user.auth, post.id, { text: `${FILLED}\n[Sign-off: how you end your posts]` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Fill in the marked slot before publishing: [Sign-off: how you end your posts].' });
    expect((await listed(user.auth))[0]).toMatchObject({ id: post.id, text: FILLED, state: 'scheduled' });
  });

  it('publishes text with brackets that are no slots: a link, a checkbox, a time mark', async () => {
    const user = await withAccounts();
    const text = 'Notes [here](https://example.com) - [x] done, cut at [0:15]';
    const res = await create(user.auth, { text, platforms: ['linkedin'] });
    expect(res.statusCode, res.body).toBe(201);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerationResponse } from '../../../contract/content';
import type { PrepareResponse, PreparedText } from '../../../contract/library';
import type { Post } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { contents, socialAccounts } from '../../db/schema';
import { GRAPH_VERSION } from '../../social/platforms/graph';
import { escapeLittleText } from '../../social/platforms/linkedin-text';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, uploadMedia } from '../../test/social-helpers';
import { startLocalApi } from '../../test/social-platforms/local-api';
import { startLocalX, X_USER } from '../../test/social-platforms/local-x';

// The proof (issue 26, "Done when"): a blog post prepared for X (a thread), LinkedIn and
// Instagram, the X thread's second post edited, published as one post with each platform's own text,
// and each platform's local server receives exactly the text of its box, through the real clients.

const V = `/${GRAPH_VERSION}`;
const IG_USER = '17841400000000001';
const LI_MEMBER = '782bbtaQ';

let t: TestApp;
let x: Awaited<ReturnType<typeof startLocalX>>;
let linkedin: Awaited<ReturnType<typeof startLocalApi>>;
let instagram: Awaited<ReturnType<typeof startLocalApi>>;

/** LinkedIn's Images and Posts APIs, as the client uses them for a post with one image. */
async function startLocalLinkedIn() {
  let next = 1;
  const api = await startLocalApi({
    'POST /rest/images': () => {
      const id = next++;
      return { json: { value: { uploadUrl: `${api.url}/dms-uploads/image-${id}`, image: `urn:li:image:D${id}` } } };
    },
    'PUT /dms-uploads/:name': (req) => ({ status: 201, headers: { etag: `"etag-${req.params.name}"` } }),
    'POST /rest/posts': () => ({ status: 201, headers: { 'x-restli-id': `urn:li:share:${7000 + next++}` } }),
  });
  return api;
}

/** Instagram's container flow for one image: container, status, media_publish, permalink. */
async function startLocalInstagram() {
  let next = 1;
  return startLocalApi({
    [`POST ${V}/:user/media`]: () => ({ json: { id: `c${next++}` } }),
    [`GET ${V}/:id`]: (req) =>
      req.query.get('fields') === 'permalink' ? { json: { id: req.params.id, permalink: `https://www.instagram.com/p/${req.params.id}/` } } : { json: { id: req.params.id, status_code: 'FINISHED' } },
    [`POST ${V}/:user/media_publish`]: (req) => ({ json: { id: `m${String(req.json().creation_id)}` } }),
  });
}

beforeAll(async () => {
  x = await startLocalX();
  linkedin = await startLocalLinkedIn();
  instagram = await startLocalInstagram();
  const app = (platform: string, api: string) => ({ [`${platform}_CLIENT_ID`]: `${platform}-app`, [`${platform}_CLIENT_SECRET`]: `${platform}-secret`, [`${platform}_API_BASE`]: api });
  t = await buildTestApp({
    env: { APP_URL: 'http://localhost:3300', JOB_POLL_SECONDS: '0.5', ...app('TWITTER', x.url), ...app('LINKEDIN', linkedin.url), ...app('INSTAGRAM', instagram.url) },
    config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-prepare-publish-')) },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([x.close(), linkedin.close(), instagram.close()]);
});

/** An account connected for real (its tokens sealed as a connection stores them), without the consent pages. */
async function connect(userId: string, platform: PublishPlatform, profile: { externalId: string; username: string }) {
  const sealed = t.app.socialPlatforms.tokens.seal({ userId, platform }, { accessToken: `${platform}-access`, expiresAt: new Date(Date.now() + 3_600_000) });
  await t.database.db.insert(socialAccounts).values({ id: randomUUID(), userId, platform, demoMode: false, ...profile, ...sealed });
}

/** The smallest JPEG file-type recognises (Instagram takes JPEG only). */
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);

/** LinkedIn's little text as LinkedIn shows it: each escaped character as itself. */
const unescapeLittleText = (text: string) => text.replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1');

describe('a blog post prepared for X, LinkedIn and Instagram, and published', () => {
  it('sends each platform exactly the text of its box: X each post of the thread in order as a reply chain, the second as edited', async () => {
    const user = await creator(t, { tier: 'pro' });
    await connect(user.id, 'twitter', { externalId: X_USER.id, username: X_USER.username });
    await connect(user.id, 'linkedin', { externalId: LI_MEMBER, username: 'Ada Lovelace' });
    await connect(user.id, 'instagram', { externalId: IG_USER, username: 'inkwell.studio' });

    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/content/blog-post',
      headers: user.auth,
      payload: { topic: 'Content calendar for small teams', target_keywords: 'content calendar, editorial planning', word_count: 600 },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const blog = generated.json<GenerationResponse>();
    // The creator adds a link to the draft before preparing it.
    const body = `${blog.content}\n\nDownload [our calendar template](https://example.com/calendar-template) to start.`;
    await t.database.db.update(contents).set({ body }).where(eq(contents.id, blog.id));

    const prepared = await t.app.inject({ method: 'POST', url: `/api/content/${blog.id}/prepare`, headers: user.auth, payload: { platforms: ['twitter', 'linkedin', 'instagram'], twitter: 'thread' } });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const boxes = new Map(prepared.json<PrepareResponse>().texts.map((text) => [text.platform, text] as [PublishPlatform, PreparedText]));
    const thread = [...boxes.get('twitter')!.parts!];
    expect(thread.length).toBeGreaterThan(2);
    for (const text of [...thread, boxes.get('linkedin')!.text, boxes.get('instagram')!.text]) expect(text).not.toMatch(/\*\*|^#+ |Meta description|\]\(/m);
    expect(boxes.get('linkedin')!.text).toContain('Download our calendar template (https://example.com/calendar-template) to start.');

    // The creator rewrites the thread's second post in its box.
    thread[1] = `2/${thread.length} Plan the whole month in one sitting: one goal, one calendar, one review a week. (My own words.)`;
    const upload = await uploadMedia(t.app, user.auth, { name: 'calendar.jpg', bytes: JPEG });
    expect(upload.json()).toMatchObject({ kind: 'image', content_type: 'image/jpeg' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: user.auth,
      payload: {
        content_id: blog.id,
        platforms: ['twitter', 'linkedin', 'instagram'],
        variants: { linkedin: boxes.get('linkedin')!.text, instagram: boxes.get('instagram')!.text },
        thread_parts: thread,
        media_ids: [upload.json().id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json<Post>().id;
    let post!: Post;
    await vi.waitFor(
      async () => {
        post = (await t.app.inject({ url: `/api/posts/${postId}`, headers: user.auth })).json<Post>();
        expect(post.targets.map((target) => [target.platform, target.state, target.error])).toEqual([
          ['twitter', 'published', null],
          ['linkedin', 'published', null],
          ['instagram', 'published', null],
        ]);
      },
      { timeout: 30_000, interval: 250 },
    );

    // X: every post of the thread exactly as in its box, in order, each a reply to the one before; the image on the first.
    const tweets = x.calls('POST /2/tweets').map((req) => req.json() as { text: string; reply?: { in_reply_to_tweet_id: string }; media?: { media_ids: string[] } });
    expect(tweets.map((tweet) => tweet.text)).toEqual(thread);
    expect(tweets[0]!.reply).toBeUndefined();
    expect(tweets[0]!.media?.media_ids).toHaveLength(1);
    tweets.slice(1).forEach((tweet, i) => expect(tweet.reply).toEqual({ in_reply_to_tweet_id: x.tweets[i]!.id }));
    expect(post.targets[0]).toMatchObject({ parts: thread, text: thread.join('\n\n'), url: `https://x.com/${X_USER.username}/status/${x.tweets[0]!.id}` });

    // LinkedIn: the box's text, escaped as LinkedIn's little text asks, which LinkedIn shows as the box's text.
    const [liPost] = linkedin.calls('POST /rest/posts').map((req) => req.json() as { commentary: string; author: string; content?: unknown });
    expect(liPost!.commentary).toBe(escapeLittleText(boxes.get('linkedin')!.text));
    expect(unescapeLittleText(liPost!.commentary)).toBe(boxes.get('linkedin')!.text);
    expect(liPost).toMatchObject({ author: `urn:li:person:${LI_MEMBER}`, content: { media: { id: 'urn:li:image:D1' } } });

    // Instagram: the caption is the box's text, with the image.
    const [container] = instagram.calls(`POST ${V}/:user/media`).map((req) => req.json() as { caption: string; image_url: string });
    expect(container!.caption).toBe(boxes.get('instagram')!.text);
    expect(container!.image_url).toMatch(/^http:\/\/localhost:3300\/api\/social\/media\/.+\/file\?/);
    expect(post.targets[2]).toMatchObject({ text: boxes.get('instagram')!.text, own_text: true, parts: null });
  });
});

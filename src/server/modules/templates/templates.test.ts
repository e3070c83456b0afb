import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../contract/plans';
import { contents, users } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userOn(tier: Tier) {
  const user = await signUp(t.app);
  await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, user.id));
  return user;
}

const me = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json();
const generate = (auth: Record<string, string>, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/content/${path}`, payload, headers: { ...auth, ...headers } });

describe('GET /api/templates', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/templates' })).statusCode).toBe(401);
  });

  it('lists every kind’s templates: on Free the standard ones are available and the others name the plan that unlocks them', async () => {
    const user = await userOn('free');
    const res = await t.app.inject({ url: '/api/templates', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates.map((x: { id: string }) => x.id)).toContain('blog.how-to');
    expect(new Set(templates.map((x: { kind: string }) => x.kind))).toEqual(new Set(['video_script', 'blog_post', 'social_media', 'newsletter']));
    expect(templates.find((x: { id: string }) => x.id === 'blog.standard')).toEqual({
      id: 'blog.standard',
      kind: 'blog_post',
      name: 'Standard',
      description: expect.any(String),
      default: true,
      plans: ['free', 'basic', 'pro', 'enterprise'],
      sections: [],
      available: true,
      unlocked_by: 'free',
    });
    expect(templates.find((x: { id: string }) => x.id === 'blog.how-to')).toMatchObject({
      kind: 'blog_post',
      name: 'How-to guide',
      default: false,
      plans: ['basic', 'pro', 'enterprise'],
      sections: ['What You Need Before You Start', 'Step-by-Step', 'Common Mistakes to Avoid', 'Checking Your Results'],
      available: false,
      unlocked_by: 'basic',
    });
    for (const x of templates) expect(x.available).toBe(x.default);
  });

  it('filters by kind, refuses an unknown kind, and makes every template available from Basic up', async () => {
    const basic = await userOn('basic');
    const res = await t.app.inject({ url: '/api/templates?kind=video_script', headers: basic.auth });
    const { templates } = res.json();
    expect(templates.map((x: { id: string }) => x.id)).toEqual(['video.standard', 'video.tutorial', 'video.story-time', 'video.review', 'video.countdown']);
    expect(templates.every((x: { available: boolean }) => x.available)).toBe(true);
    const bad = await t.app.inject({ url: '/api/templates?kind=podcast', headers: basic.auth });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('The kind of content must be one of video_script, blog_post, social_media or newsletter.');
    const enterprise = await userOn('enterprise');
    const all = (await t.app.inject({ url: '/api/templates', headers: enterprise.auth })).json().templates;
    expect(all.every((x: { available: boolean }) => x.available)).toBe(true);
  });
});

describe('the template field of the generators', () => {
  it('lets Free use each kind’s standard template, and stores the template with the request in history', async () => {
    const user = await userOn('free');
    const res = await generate(user.auth, 'blog-post', { topic: 'Home espresso', word_count: 400, template: 'blog.standard' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contents).where(eq(contents.id, res.json().id));
    expect((row!.request as { template?: string }).template).toBe('blog.standard');
    const history = (await t.app.inject({ url: '/api/content/history', headers: user.auth })).json();
    expect(history[0].metadata.template).toBe('blog.standard');
  });

  it('refuses a paid template on Free with 403 naming the plan, before any usage is counted, streamed or not', async () => {
    const user = await userOn('free');
    const res = await generate(user.auth, 'video-script', { topic: 'Home espresso', template: 'video.tutorial' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'The Tutorial template is available for Basic plan and higher. Please upgrade your subscription.' });
    const streamed = await generate(user.auth, 'social-media', { topic: 'Home espresso', template: 'social.hot-take' }, { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(403);
    expect(streamed.headers['content-type']).toMatch(/application\/json/);
    expect(streamed.json().detail).toMatch(/Hot take template is available for Basic plan/);
    expect((await me(user.auth)).usage_counts).toMatchObject({ video_scripts: 0, social_posts: 0 });
    expect((await t.app.inject({ url: '/api/content/history', headers: user.auth })).json()).toEqual([]);
  });

  it('writes a paid template on Basic, in the template’s structure', async () => {
    const user = await userOn('basic');
    const res = await generate(user.auth, 'blog-post', { topic: 'Home espresso', word_count: 600, template: 'blog.how-to' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatch(/## Step-by-Step\n[\s\S]*### Step 1: /);
    const letter = await generate(user.auth, 'newsletter', { topic: 'Home espresso', template: 'newsletter.launch' });
    expect(letter.statusCode).toBe(200);
    expect(letter.json().content).toMatch(/## What's New[\s\S]*## Why We Built It[\s\S]*## How It Works[\s\S]*## Get Started/);
    expect((await me(user.auth)).usage_counts).toMatchObject({ blog_posts: 1, newsletters: 1 });
  });

  it('answers 422 naming the field for an unknown template, one of another kind, or a malformed id', async () => {
    const user = await userOn('pro');
    const unknown = await generate(user.auth, 'blog-post', { topic: 'Espresso', template: 'blog.recipe' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(
      'The template "blog.recipe" does not exist: choose one of the Blog Post templates (blog.standard, blog.how-to, blog.listicle, blog.case-study, blog.comparison, blog.opinion).',
    );
    const other = await generate(user.auth, 'social-media', { topic: 'Espresso', template: 'video.countdown' });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toMatch(/^The template "video.countdown" is a Video Script template: choose one of the Social Post templates \(social.standard, /);
    for (const template of ['Blog How To', 42, '']) {
      const bad = await generate(user.auth, 'newsletter', { topic: 'Espresso', template });
      expect(bad.statusCode, String(template)).toBe(422);
      expect(bad.json().detail).toMatch(/template/);
    }
    expect((await me(user.auth)).usage_counts).toMatchObject({ blog_posts: 0, social_posts: 0, newsletters: 0 });
  });
});

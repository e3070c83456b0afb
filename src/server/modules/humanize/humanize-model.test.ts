import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanizeResponse } from '../../../contract/humanize';
import { postLength } from '../../../contract/post-length';
import { users } from '../../db/schema';
import { HUMANIZER_SYSTEM } from '../../kinds/humanized/humanize-prompts';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type Dialect, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { parseSse } from '../../test/sse';

type Respond = (req: ReceivedRequest, i: number) => ModelReply;

/** A test app writing with a scripted local model server of one dialect. */
async function withModel(dialect: Dialect) {
  const state: { respond: Respond } = { respond: () => ({ text: '' }) };
  const server = await startLocalModelServer(dialect, (req, i) => state.respond(req, i));
  const env =
    dialect === 'openai'
      ? { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0' }
      : { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.baseUrl, AI_MODEL: 'claude-test', AI_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0' };
  const t = await buildTestApp({ env });
  return { server, t, state };
}

let openai: Awaited<ReturnType<typeof withModel>>;
beforeAll(async () => {
  openai = await withModel('openai');
});
afterAll(async () => {
  await openai.t.close();
  await openai.server.close();
});

async function basic(t: TestApp) {
  const user = await signUp(t.app);
  await t.database.db.update(users).set({ subscriptionTier: 'basic' }).where(eq(users.id, user.id));
  return user;
}

const used = async (t: TestApp, auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.humanizations as number;

const BLOG = [
  '# Bread at home',
  '',
  "In today's fast-paced world, it is important to note that baking bread is a game-changer. Sourdough needs 3 ingredients.",
  '',
  '## Starter',
  '',
  'Feed the starter at 8:00 with 50 g of flour. See https://example.com/starter for a schedule.',
].join('\n');

const BLOG_REWRITE = [
  '# Bread at home',
  '',
  'Baking bread at home changes your week. Sourdough needs 3 ingredients.',
  '',
  '## Starter',
  '',
  'Feed the starter at 8:00 with 50 g of flour. See https://example.com/starter for a schedule.',
].join('\n');

const POST = 'Moreover, furthermore, it is important to note that our trail guide is out: https://example.com/guide #trailrunning @maya';

describe('humanized by a model', () => {
  it('streams a rewrite, and repairs one that dropped a heading', async () => {
    const { t, server, state } = openai;
    const start = server.received.length;
    // First answer: the "## Starter" heading is gone; the repair round keeps it.
    state.respond = (_req, i) => (i === start ? { text: BLOG_REWRITE.replace('## Starter\n\n', ''), chunks: 4 } : { text: BLOG_REWRITE });
    const user = await basic(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/humanize',
      payload: { text: BLOG, content_type: 'blog_post' },
      headers: { ...user.auth, accept: 'text/event-stream' },
    });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(2);
    expect(events.find((e) => e.event === 'replace')?.data).toEqual({ text: BLOG_REWRITE });
    const done = events.at(-1)!;
    expect(done.event, res.body).toBe('done');
    const body = done.data as HumanizeResponse;
    expect(body).toMatchObject({ engine: 'openai-compatible', model: 'test-model', humanized_text: BLOG_REWRITE, changes: [], content_type: 'blog_post' });
    expect(body.readability.after.flesch_reading_ease).toBeGreaterThan(body.readability.before.flesch_reading_ease);

    const calls = server.received.slice(start);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.system).toBe(HUMANIZER_SYSTEM);
    expect(calls[0]!.prompt).toContain('SEO blog post');
    expect(calls[0]!.prompt).toContain(BLOG);
    expect(calls[1]!.prompt).toContain('PROBLEMS');
    expect(calls[1]!.prompt).toContain('## Starter');
    expect(await used(t, user.auth)).toBe(1);
  });

  it('repairs an X post that no longer fits 280 by X’s count', async () => {
    const { t, server, state } = openai;
    const start = server.received.length;
    const bloated = `Our trail guide is finally out, and honestly ${'it is really very good '.repeat(12)}https://example.com/guide #trailrunning @maya`;
    const fitting = 'Our trail guide is out: https://example.com/guide #trailrunning @maya';
    expect(postLength('twitter', bloated)).toBeGreaterThan(280);
    state.respond = (_req, i) => (i === start ? { text: bloated } : { text: fitting });
    const user = await basic(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/humanize',
      payload: { text: POST, content_type: 'social_media', platform: 'twitter' },
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().humanized_text).toBe(fitting);
    const calls = server.received.slice(start);
    expect(calls[0]!.prompt).toContain('at most 280 characters as X counts them');
    expect(calls[1]!.prompt).toMatch(/X allows at most 280/);
  });

  it('takes a social post’s platform from the history item it names', async () => {
    const { t, server, state } = openai;
    const user = await basic(t);
    state.respond = () => ({ text: 'Short and sweet. #sourdough' });
    const draft = await t.app.inject({ method: 'POST', url: '/api/content/social-media', payload: { topic: 'Sourdough', platform: 'linkedin' }, headers: user.auth });
    expect(draft.statusCode, draft.body).toBe(200);
    const start = server.received.length;
    state.respond = () => ({ text: draft.json().content });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/humanize',
      payload: { text: draft.json().content, content_type: 'social_media', id: draft.json().id },
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(server.received[start]!.prompt).toContain('posted on LinkedIn, which allows at most 3000 characters');
  });

  it('puts the mode and the brand voice in the brief, keeps the voice\'s avoid-list, and counts nothing when the model changes nothing', async () => {
    const { t, server, state } = openai;
    const user = await basic(t);
    const humanize = (payload: object) => t.app.inject({ method: 'POST', url: '/api/content/humanize', payload, headers: user.auth });

    let start = server.received.length;
    state.respond = () => ({ text: BLOG });
    const same = await humanize({ text: BLOG, content_type: 'blog_post', mode: 'formal' });
    expect(same.statusCode, same.body).toBe(200);
    expect(server.received[start]!.prompt).toContain('Mode: formal');
    expect(same.json<HumanizeResponse>()).toMatchObject({ id: null, unchanged: true, humanized_text: BLOG });
    expect(await used(t, user.auth)).toBe(0);

    const voice = await t.app.inject({
      method: 'POST',
      url: '/api/voices',
      headers: user.auth,
      payload: { name: 'Baker', description: 'warm and plain', avoid: ['changes your week'], prefer: ['crumb'], is_default: true },
    });
    expect(voice.statusCode, voice.body).toBe(201);
    start = server.received.length;
    state.respond = () => ({ text: BLOG_REWRITE });
    const voiced = await humanize({ text: BLOG, content_type: 'blog_post', mode: 'voice' });
    expect(voiced.statusCode, voiced.body).toBe(200);
    const prompt = server.received[start]!.prompt;
    expect(prompt).toContain('"Baker"');
    expect(prompt).toContain('Never use these words or phrases: "changes your week"');
    expect(prompt).toContain('"crumb"');
    expect(voiced.json<HumanizeResponse>().humanized_text).not.toContain('changes your week');
    expect(voiced.json<HumanizeResponse>().mode).toBe('voice');
    expect(await used(t, user.auth)).toBe(1);
  });

  it('gives up with a 502 and counts nothing when the repair still breaks the draft', async () => {
    const { t, state } = openai;
    state.respond = () => ({ text: BLOG_REWRITE.replace('https://example.com/starter', 'the website') });
    const user = await basic(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/content/humanize', payload: { text: BLOG, content_type: 'blog_post' }, headers: user.auth });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toContain('Nothing was counted');
    expect(await used(t, user.auth)).toBe(0);
    const history = await t.app.inject({ url: '/api/content/history', headers: user.auth });
    expect(history.json()).toEqual([]);
  });

  it('refunds the unit when the model fails', async () => {
    const { t, state } = openai;
    state.respond = () => ({ status: 500 });
    const user = await basic(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/content/humanize', payload: { text: BLOG, content_type: 'blog_post' }, headers: user.auth });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json().detail).toEqual(expect.any(String));
    expect(await used(t, user.auth)).toBe(0);
  });
});

describe('humanized by an Anthropic model', () => {
  it('rewrites through the Messages API with the same brief and check', async () => {
    const anthropic = await withModel('anthropic');
    try {
      anthropic.state.respond = () => ({ text: BLOG_REWRITE, chunks: 3 });
      const user = await basic(anthropic.t);
      const res = await anthropic.t.app.inject({ method: 'POST', url: '/api/content/humanize', payload: { text: BLOG, content_type: 'blog_post' }, headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ engine: 'anthropic', model: 'claude-test', humanized_text: BLOG_REWRITE });
      expect(anthropic.server.received[0]!.system).toBe(HUMANIZER_SYSTEM);
    } finally {
      await anthropic.t.close();
      await anthropic.server.close();
    }
  });
});

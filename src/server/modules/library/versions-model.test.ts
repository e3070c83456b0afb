import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersion, VariationsResponse } from '../../../contract/library';
import { contents, contentVersions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { creator, type Auth } from '../../test/social-helpers';

// Regenerate and variations with an OpenAI-compatible model (the local model server).

type Respond = (req: ReceivedRequest, i: number) => ModelReply;
let respond: Respond = () => ({ text: '' });
let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalModelServer('openai', (req, i) => respond(req, i));
  t = await buildTestApp({ env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '20000', AI_MAX_RETRIES: '0' } });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const FIRST = 'Tides turn twice a day, and your morning swim should know it. #Tides #OpenWater';
/** A post that passes the social check, told apart by `n`. */
const post = (n: number) => `Take ${n}: the tide table is the best swim coach you never paid for. #Tides #OpenWater`;
const earlierDrafts = (prompt: string) => prompt.split('--- EARLIER DRAFT ').length - 1;

const sent = (from: number) => server.received.slice(from);
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: Record<string, number> }>().usage_counts;
const versions = async (auth: Auth, id: string) => (await t.app.inject({ url: `/api/content/${id}/versions`, headers: auth })).json<ContentVersion[]>();

async function tidesPost(auth: Auth): Promise<string> {
  respond = () => ({ text: FIRST });
  const res = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: auth, payload: { topic: 'tides', platform: 'twitter' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

describe('regenerate with a model', () => {
  it('sends the same brief with the current text as a draft not to repeat, and saves the answer as a new version', async () => {
    const user = await creator(t);
    const id = await tidesPost(user.auth);
    const start = server.received.length;
    respond = () => ({ text: post(2) });
    const res = await t.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ n: 2, source: 'generated', content: post(2), engine: 'openai-compatible' });
    const [call] = sent(start);
    expect(sent(start)).toHaveLength(1);
    expect(call!.prompt).toContain('Write one Twitter/X post about: tides');
    expect(call!.prompt).toContain(`--- EARLIER DRAFT 1 ---\n${FIRST}\n\n--- END OF EARLIER DRAFTS ---`);
    expect(call!.prompt).toContain('Write a clearly different one');
    expect((await usage(user.auth)).social_posts).toBe(2);
  });

  it('asks once more when the model repeats the current text, then answers 502 and counts nothing', async () => {
    const user = await creator(t);
    const id = await tidesPost(user.auth);
    const start = server.received.length;
    respond = () => ({ text: `  ${FIRST}\n` });
    const res = await t.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: user.auth });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'The AI model wrote the same text again. Nothing was counted; please try again.' });
    expect(sent(start)).toHaveLength(2);
    expect((await usage(user.auth)).social_posts).toBe(1);
    expect(await versions(user.auth, id)).toHaveLength(1);

    // When the second answer differs, it is taken.
    const again = server.received.length;
    respond = (_req, i) => ({ text: i === again ? FIRST : post(3) });
    const retried = await t.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: user.auth });
    expect(retried.json()).toMatchObject({ n: 2, content: post(3) });
    expect(sent(again)).toHaveLength(2);
    expect((await usage(user.auth)).social_posts).toBe(2);
  });

  it('answers 504 with a detail when the model outlasts the deadline, and counts nothing', async () => {
    const slow = await buildTestApp({
      env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '20000', AI_MAX_RETRIES: '0' },
      config: { http: { ...t.config.http, workDeadlineMs: 1000 } },
    });
    try {
      const user = await creator(slow);
      const id = randomUUID();
      await slow.database.db.insert(contents).values({ id, userId: user.id, type: 'social_media', topic: 'tides', request: { topic: 'tides', platform: 'twitter' }, body: FIRST, engine: 'openai-compatible', model: 'test-model' });
      respond = () => ({ hang: true });
      const res = await slow.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: user.auth });
      expect(res.statusCode, res.body).toBe(504);
      expect(res.json().detail).toMatch(/^This took longer than the 1 seconds Inkwell gives one request, so it was stopped\./);
      expect((await slow.app.inject({ url: '/api/auth/me', headers: user.auth })).json().usage_counts.social_posts).toBe(0);
    } finally {
      await slow.close();
    }
  });
});

describe('variations with a model', () => {
  it('asks for each post with the current text and the ones already written as drafts not to repeat', async () => {
    const user = await creator(t);
    const id = await tidesPost(user.auth);
    const start = server.received.length;
    respond = (req) => ({ text: post(earlierDrafts(req.prompt)) });
    const res = await t.app.inject({ method: 'POST', url: `/api/content/${id}/variations`, headers: user.auth, payload: { count: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ variations: [{ content: post(1) }, { content: post(2) }, { content: post(3) }], engine: 'openai-compatible', model: 'test-model' });
    const calls = sent(start);
    expect(calls.map((c) => earlierDrafts(c.prompt))).toEqual([1, 2, 3]);
    expect(calls[2]!.prompt).toContain(`--- EARLIER DRAFT 1 ---\n${FIRST}\n\n--- EARLIER DRAFT 2 ---\n${post(1)}\n\n--- EARLIER DRAFT 3 ---\n${post(2)}`);
    expect((await usage(user.auth)).social_posts).toBe(4);
    expect(await versions(user.auth, id)).toHaveLength(1);
  });

  it('writes a video script’s hook on its own brief, not a whole script', async () => {
    const user = await creator(t);
    const id = randomUUID();
    const script = [
      '# Tides for Open-Water Swimmers',
      '',
      '## [0:00] Hook',
      '[ON-SCREEN TEXT: Read the tide first]',
      '',
      'Most swimmers check the weather. The good ones check the tide.',
      '',
      '## [0:05] 1. The tide table',
      'Spoken lines.',
      '',
      '## [0:40] End',
    ].join('\n');
    await t.database.db.insert(contents).values({ id, userId: user.id, type: 'video_script', topic: 'tides', request: { topic: 'tides', platform: 'tiktok', duration: 'short' }, body: script, engine: 'openai-compatible', model: 'test-model' });
    await t.database.db.insert(contentVersions).values({ contentId: id, n: 1, userId: user.id, source: 'generated', body: script, engine: 'openai-compatible' });
    const start = server.received.length;
    const hook = (n: number) => `[ON-SCREEN TEXT: Tide check ${n}]\n\nYou can swim against the tide, or you can read it. Take ${n}.`;
    respond = (req) => ({ text: hook(earlierDrafts(req.prompt)) });
    const res = await t.app.inject({ method: 'POST', url: `/api/content/${id}/variations`, headers: user.auth, payload: { count: 2, part: 'hook' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VariationsResponse>().variations).toEqual([{ content: hook(1) }, { content: hook(2) }]);
    const [first] = sent(start);
    expect(sent(start)).toHaveLength(2);
    expect(first!.prompt).toContain('Write the opening HOOK of a tiktok video script about: tides');
    expect(first!.prompt).toContain('--- EARLIER DRAFT 1 ---\n[ON-SCREEN TEXT: Read the tide first]\n\nMost swimmers check the weather. The good ones check the tide.\n\n--- END');
    expect((await usage(user.auth)).video_scripts).toBe(2);
  });
});

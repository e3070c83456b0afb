import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareResponse } from '../../../contract/library';
import { postLength } from '../../../contract/post-length';
import { contents } from '../../db/schema';
import { platformTextProblems } from '../../text/for-platform/text-problems';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { creator, type Auth } from '../../test/social-helpers';

// "Prepare for social" with a model: each platform's text written by the model, checked, repaired once,
// converted when still failing (docs/product/api.md#library).

type Respond = (req: ReceivedRequest, i: number) => ModelReply;
let respond: Respond = () => ({ text: '' });
let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalModelServer('openai', (req, i) => respond(req, i));
  t = await buildTestApp({
    env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '3000', AI_MAX_RETRIES: '0' },
    contentLimits: { generationsPerUser: 1 },
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const PIECE = [
  '# Batch Filming in One Afternoon',
  '**Meta description:** How to film a month of videos in one afternoon.',
  'Filming four videos in one sitting saves setup time. Lights, camera and sound are set once, and the energy carries from one take to the next.',
  '## Plan the Shoot',
  'Write four outlines the day before. Keep each to five beats, and put the props for all four on one table.',
  '## Film in Order',
  'Shoot the hooks first, while your voice is fresh. Then film each body, and the calls to action last, in one run.',
].join('\n\n');

/** A blog post of the creator's, stored as the library holds it. */
async function piece(userId: string): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(contents).values({ id, userId, type: 'blog_post', topic: 'Batch filming', request: { topic: 'Batch filming' }, body: PIECE, engine: 'openai-compatible', model: 'test-model' });
  return id;
}

const prepare = (auth: Auth, id: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/content/${id}/prepare`, headers: auth, payload });
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json<{ usage_counts: Record<string, number> }>().usage_counts;
const platformOf = (req: ReceivedRequest) => /Rewrite the piece below for ([^,]+),/.exec(req.prompt)?.[1];

const X_THREAD = [
  '1/3 Film a month of videos in one afternoon: set lights, camera and sound once.',
  '2/3 The day before, write four outlines of five beats each, and put every prop on one table.',
  '3/3 Shoot the hooks first, then each body, then the calls to action, in one run.\n\n#BatchFilming #YouTube',
];
const LINKEDIN = 'I film a month of videos in one afternoon.\n\nThe trick: set lights, camera and sound once, and let the energy carry from take to take.\n\n• Write four outlines the day before\n• Shoot the hooks first\n\n#BatchFilming #ContentCreation';
const YOUTUBE = 'Batch Filming in One Afternoon\n\nHow I film four videos in one sitting: plan the shoot, then film in order.\n\n#BatchFilming';

describe('POST /api/content/{id}/prepare with a model', () => {
  it('writes each platform’s text with the model from a brief naming the platform and its limit, and counts no generation', async () => {
    const user = await creator(t);
    const id = await piece(user.id);
    const start = server.received.length;
    respond = (req) => ({ text: { 'Twitter/X': X_THREAD.join('\n\n'), LinkedIn: LINKEDIN, YouTube: YOUTUBE }[platformOf(req)!] ?? '' });
    const before = await usage(user.auth);

    const res = await prepare(user.auth, id, { platforms: ['twitter', 'linkedin', 'youtube'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrepareResponse>()).toEqual({
      engine: 'openai-compatible',
      model: 'test-model',
      texts: [
        { platform: 'twitter', text: X_THREAD.join('\n\n'), parts: X_THREAD, hashtags: ['#BatchFilming', '#YouTube'] },
        { platform: 'linkedin', text: LINKEDIN, parts: null, hashtags: ['#BatchFilming', '#ContentCreation'] },
        { platform: 'youtube', text: YOUTUBE, parts: null, hashtags: ['#BatchFilming'] },
      ],
    });
    const calls = server.received.slice(start);
    expect(calls.map(platformOf).sort()).toEqual(['LinkedIn', 'Twitter/X', 'YouTube']);
    const prompt = (label: string) => calls.find((c) => platformOf(c) === label)!.prompt;
    for (const call of calls) {
      expect(call.prompt).toContain('Plain text only: no Markdown.');
      expect(call.prompt).toContain(PIECE);
    }
    expect(prompt('LinkedIn')).toContain('at most 3,000 characters');
    expect(prompt('Twitter/X')).toContain('Write an X thread of 2 to 25 posts. Start each post with its number and the number of posts, like "1/6 "');
    expect(prompt('YouTube')).toContain('the title alone on the first line, at most 100 characters');
    expect(await usage(user.auth)).toEqual(before);
  });

  it('asks once more, naming the problems, when a text breaks the platform’s rules, and takes the repaired one', async () => {
    const user = await creator(t);
    const id = await piece(user.id);
    const start = server.received.length;
    respond = (req) => ({ text: req.prompt.includes('--- PROBLEMS ---') ? LINKEDIN : `## Batch filming\n\n**Film a month** in [one afternoon](https://example.com).` });
    const res = await prepare(user.auth, id, { platforms: ['linkedin'] });
    expect(res.json<PrepareResponse>().texts).toEqual([{ platform: 'linkedin', text: LINKEDIN, parts: null, hashtags: ['#BatchFilming', '#ContentCreation'] }]);
    const calls = server.received.slice(start);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.prompt).toContain(
      [
        '--- PROBLEMS ---',
        '- Heading marks (#) are left: write a heading as a plain line.',
        '- Bold marks (** or __) are left: write the words without them.',
        '- Markdown links [text](url) are left: write "text (url)", or the URL alone.',
      ].join('\n'),
    );
  });

  it('converts the model’s text as the offline engine would when the repair still breaks the rules: no Markdown, each X post within 280', async () => {
    const user = await creator(t);
    const id = await piece(user.id);
    const start = server.received.length;
    const long = `1/2 ${'Batch filming saves a whole day of setup every week. '.repeat(8)}\n\n2/2 **Try it** this week. #BatchFilming`;
    respond = (req) => ({ text: platformOf(req) === 'Twitter/X' || req.prompt.includes('Twitter/X') ? long : `## Plan\n\n${'Plan **four** videos. '.repeat(200)}` });
    const res = await prepare(user.auth, id, { platforms: ['twitter', 'instagram'] });
    expect(res.statusCode, res.body).toBe(200);
    const [x, instagram] = res.json<PrepareResponse>().texts;
    expect(server.received.length - start).toBe(4);
    expect(x!.parts!.length).toBeGreaterThanOrEqual(2);
    x!.parts!.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${x!.parts!.length} `)).toBe(true);
      expect(postLength('twitter', part)).toBeLessThanOrEqual(280);
    });
    expect(x!.text).toContain('Batch filming saves a whole day of setup every week.');
    expect(x!.parts!.at(-1)).toMatch(/Try it this week\. #BatchFilming$/);
    expect(platformTextProblems('twitter', x!.text, x!.parts)).toEqual([]);
    expect(platformTextProblems('instagram', instagram!.text, null)).toEqual([]);
    expect(instagram!.text).toMatch(/^Plan\nPlan four videos\./);
  });

  it('takes one of the creator’s generation slots, and answers 502 when the model fails', async () => {
    const user = await creator(t);
    const id = await piece(user.id);
    respond = () => ({ hang: true });
    const start = server.received.length;
    const first = prepare(user.auth, id, { platforms: ['linkedin'] });
    // The first holds the creator's only slot until the model's time runs out.
    await expect.poll(() => server.received.length, { timeout: 10_000 }).toBeGreaterThan(start);
    const second = await prepare(user.auth, id, { platforms: ['linkedin'] });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ detail: 'You already have 1 generation running. Wait for one to finish and try again.' });
    expect((await first).statusCode).toBe(504);

    respond = () => ({ status: 500 });
    const failed = await prepare(user.auth, id, { platforms: ['linkedin', 'twitter'] });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).not.toMatch(/test-model|127\.0\.0\.1/);
  });
});

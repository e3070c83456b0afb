import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { findAvoided } from '../../text/voice-phrases';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { parseSse } from '../../test/sse';

type Respond = (req: ReceivedRequest, i: number) => ModelReply;
let respond: Respond = () => ({ text: '' });
let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalModelServer('openai', (req, i) => respond(req, i));
  t = await buildTestApp({
    env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '0' },
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

type Auth = Record<string, string>;
const AVOID = ['game-changer', 'consistency', 'journey', 'hack', 'level up', 'audience', 'tips', 'simple', 'leverage', 'unlock', 'crush it'];
const VOICE = {
  name: 'Maya',
  description: 'warm, direct, a little nerdy',
  samples: ['I film on Sundays because that is when the light in my flat is kind. Nothing fancy, one lamp and a window.'],
  avoid: AVOID,
  prefer: ['here is the thing'],
  emoji: 'none',
  hashtags: 'few',
  own_hashtags: ['MayaMakes'],
  sign_off: 'Talk soon, Maya',
};

async function creatorWithVoice(voice: object = VOICE, tier?: 'enterprise') {
  const user = await signUp(t.app);
  // Set before any authenticated call, so that no cache holds the old tier.
  if (tier) await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, user.id));
  const res = await t.app.inject({ method: 'POST', url: '/api/voices', headers: user.auth, payload: voice });
  expect(res.statusCode, res.body).toBe(201);
  return { ...user, voiceId: res.json<{ id: string }>().id };
}
const generate = (auth: Auth, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/content/${path}`, payload, headers: { ...auth, ...headers } });
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts as Record<string, number>;

const VIOLATING = 'This lighting hack is a game-changer for your audience! 🔥 Consistency beats gear. #Lighting #Tips #Filming #Creators';
const REPAIRED = 'Here is the thing: one lamp and a window do more than new gear. Film at the same hour each week.\n\nTalk soon, Maya\n\n#MayaMakes #Lighting';

describe('a voice with the model engine', () => {
  it('puts the voice in the brief, and the repair round takes out what the voice avoids', async () => {
    const user = await creatorWithVoice();
    const start = server.received.length;
    respond = (req) => ({ text: req.prompt.includes('--- PROBLEMS ---') ? REPAIRED : VIOLATING });
    const res = await generate(user.auth, 'social-media', { topic: 'lighting a small flat', platform: 'instagram' }, { accept: 'text/event-stream' });
    const events = parseSse(res.body);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as { content: string }).content).toBe(REPAIRED);
    expect(events.some((e) => e.event === 'replace')).toBe(true);

    const sent = server.received.slice(start);
    expect(sent).toHaveLength(2);
    const brief = sent[0]!.prompt;
    expect(brief).toContain('--- VOICE ---');
    expect(brief).toContain('How they sound: warm, direct, a little nerdy');
    expect(brief).toContain('I film on Sundays because that is when the light in my flat is kind.');
    expect(brief).toContain('Never use these words or phrases, in any form of capitalisation: "game-changer", "consistency"');
    expect(brief).toContain('"here is the thing"');
    expect(brief).toContain('Use no emoji at all.');
    expect(brief).toContain('Use at most three hashtags. Where the draft has hashtags, put #MayaMakes first.');
    expect(brief).toContain('Talk soon, Maya');
    const repair = sent[1]!.prompt;
    expect(repair).toContain('phrases the creator never uses: "game-changer", "consistency", "hack", "audience", "tips"');
    expect(repair).toContain('The draft has an emoji; the creator uses none. Remove every emoji.');
    expect(repair).toContain('The draft has 4 hashtags; the creator uses at most three. Keep three at most.');

    const history = (await t.app.inject({ url: '/api/content/history', headers: user.auth })).json();
    expect(history[0].content).toBe(REPAIRED);
  });

  it('never saves an avoided phrase over many drafts, even when the repair keeps one', async () => {
    const user = await creatorWithVoice({ ...VOICE, emoji: 'sparing', hashtags: 'platform' }, 'enterprise');
    const kinds: Array<[string, object]> = [
      ['social-media', { platform: 'linkedin' }],
      ['newsletter', {}],
      ['video-script', {}],
      ['blog-post', { word_count: 300 }],
    ];
    const words = ['Consistency', 'game changer', 'GAME-CHANGER', 'journey', 'tips', 'simple', 'unlock', 'leverage'];
    let violationsSent = 0;
    for (let i = 0; i < 24; i += 1) {
      const [path, options] = kinds[i % kinds.length]!;
      const word = words[i % words.length]!;
      const bad = `The ${word} part matters. Keep it steady, week after week, and write it down. One ${words[(i + 3) % words.length]} a day.`;
      // Half the repairs still keep one avoided phrase: the saved draft must not.
      const repaired = i % 2 === 0 ? 'Keep it steady, week after week, and write it down.' : `Keep it steady, and write it down. This ${word} is the whole point.`;
      respond = (req) => ({ text: req.prompt.includes('--- PROBLEMS ---') ? repaired : bad });
      const res = await generate(user.auth, path, { topic: `filming week ${i}`, voice_id: user.voiceId, ...options });
      expect(res.statusCode, res.body).toBe(200);
      const content = res.json<{ content: string }>().content;
      if (findAvoided(bad, AVOID).length > 0) violationsSent += 1;
      expect(findAvoided(content, AVOID), content).toEqual([]);
      expect(content).toContain('Keep it steady');
    }
    expect(violationsSent).toBe(24);
  });

  it('refuses a voice that is not the creator\'s before any quota or model call', async () => {
    const owner = await creatorWithVoice();
    const other = await signUp(t.app);
    const start = server.received.length;
    const res = await generate(other.auth, 'social-media', { topic: 'tides', voice_id: owner.voiceId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'The voice must be one of your voices.' });
    const streamed = await generate(other.auth, 'newsletter', { topic: 'tides', voice_id: owner.voiceId }, { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(422);
    expect(server.received.length).toBe(start);
    expect(Object.values(await usage(other.auth)).every((n) => n === 0)).toBe(true);
  });

  it('refuses a voice_id that is not an id with 422 naming the field', async () => {
    const user = await signUp(t.app);
    const res = await generate(user.auth, 'blog-post', { topic: 'tides', voice_id: 'mine' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toMatch(/voice/i);
  });

  it('writes without a voice when the creator has none, and with the default when they name none', async () => {
    const plain = await signUp(t.app);
    respond = () => ({ text: 'Tides turn twice a day. #Tides #Moon' });
    let start = server.received.length;
    expect((await generate(plain.auth, 'social-media', { topic: 'tides' })).statusCode).toBe(200);
    expect(server.received[start]!.prompt).not.toContain('--- VOICE ---');

    const voiced = await creatorWithVoice({ name: 'Plain', description: 'dry and short', hashtags: 'none' });
    respond = () => ({ text: 'Tides turn twice a day.' });
    start = server.received.length;
    const res = await generate(voiced.auth, 'social-media', { topic: 'tides' });
    expect(res.statusCode).toBe(200);
    const brief = server.received[start]!.prompt;
    expect(brief).toContain('How they sound: dry and short');
    // A voice without hashtags turns the post's hashtags off: the brief does not ask for them, nor does the check.
    expect(brief).toContain('Use no hashtags at all');
    expect(brief).not.toContain('End with 2–5 relevant hashtags');
    expect(server.received.length).toBe(start + 1);
  });
});

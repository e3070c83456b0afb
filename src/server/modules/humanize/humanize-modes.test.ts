import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../contract/content';
import type { HumanizeResponse } from '../../../contract/humanize';
import { users } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { parseSse } from '../../test/sse';
import { NO_VOICE_MESSAGE } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;

async function basic() {
  const user = await signUp(t.app);
  await t.database.db.update(users).set({ subscriptionTier: 'basic' }).where(eq(users.id, user.id));
  return user;
}

const humanize = (auth: Auth, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/content/humanize', payload, headers: { ...auth, ...headers } });
const used = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.humanizations as number;
const history = async (auth: Auth) => (await t.app.inject({ url: '/api/content/history?limit=100', headers: auth })).json<HistoryItem[]>();

/** An e-mail as a creator pastes it: no Markdown, not one of Inkwell's drafts. */
const EMAIL = [
  'Hi Jordan,',
  '',
  "In today's fast-paced digital landscape, our channel needs a clear plan. Moreover, it is important to note that we leverage 3 editors in order to ship 2 videos a week.",
  '',
  'Thanks,',
  'Priya',
].join('\n');

const PLAIN = 'We film on Mondays and edit on Tuesdays. The channel has 1,200 subscribers.';

describe('POST /api/content/humanize on pasted text, with modes', () => {
  it('humanizes pasted text of the kind the creator picks: stock phrasing and "Moreover" go, names and numbers stay', async () => {
    const user = await basic();
    const res = await humanize(user.auth, { text: EMAIL, content_type: 'newsletter' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<HumanizeResponse>();
    expect(body).toMatchObject({ unchanged: false, mode: 'natural', engine: 'offline', content_type: 'newsletter' });
    expect(body.id).toEqual(expect.any(String));
    expect(body.humanized_text).not.toMatch(/fast-paced|digital landscape|moreover|important to note|leverage|in order to/i);
    for (const kept of ['Hi Jordan,', 'Priya', '3 editors', '2 videos', 'channel']) expect(body.humanized_text).toContain(kept);
    expect(body.changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['phrase', 'connective']));
    expect(body.changes.every((c) => c.why.length > 0)).toBe(true);
    expect(await used(user.auth)).toBe(1);
  });

  it('answers unchanged for text with nothing to change: the text as sent, no id, nothing saved, no humanization used', async () => {
    const user = await basic();
    const res = await humanize(user.auth, { text: PLAIN, content_type: 'blog_post' });
    expect(res.statusCode).toBe(200);
    expect(res.json<HumanizeResponse>()).toMatchObject({ id: null, unchanged: true, humanized_text: PLAIN, changes: [], mode: 'natural' });
    expect(await used(user.auth)).toBe(0);
    expect(await history(user.auth)).toEqual([]);

    // Streamed, the same: the done event says unchanged.
    const streamed = await humanize(user.auth, { text: PLAIN, content_type: 'blog_post' }, { accept: 'text/event-stream' });
    const done = parseSse(streamed.body).find((e) => e.event === 'done');
    expect(done?.data).toMatchObject({ id: null, unchanged: true });
    expect(await used(user.auth)).toBe(0);
  });

  it('applies each mode, and names the mode in the answer', async () => {
    const user = await basic();
    const text = "I'm sure you can't just wing it. We'll figure out a bunch of ideas that don't take long.";
    const formal = (await humanize(user.auth, { text, content_type: 'social_media', mode: 'formal' })).json<HumanizeResponse>();
    expect(formal.mode).toBe('formal');
    expect(formal.humanized_text).not.toMatch(/\b[a-z]+['’](?:t|s|re|ll|ve|m|d)\b/i);

    const wordy = 'I really think that the end result of the majority of our videos is actually very good, and we are able to film on a weekly basis.';
    const shorter = (await humanize(user.auth, { text: wordy, content_type: 'blog_post', mode: 'shorter' })).json<HumanizeResponse>();
    expect(shorter.humanized_text.length).toBeLessThan(wordy.length * 0.8);
    expect(await used(user.auth)).toBe(2);
  });

  it('refuses an unknown mode with a 422 naming the field', async () => {
    const user = await basic();
    const res = await humanize(user.auth, { text: EMAIL, content_type: 'newsletter', mode: 'pirate' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/mode/i);
  });

  it('"In my voice" needs a brand voice: 422 without one, and nothing counted', async () => {
    const user = await basic();
    const res = await humanize(user.auth, { text: EMAIL, content_type: 'newsletter', mode: 'voice' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: NO_VOICE_MESSAGE });
    expect(await used(user.auth)).toBe(0);
  });

  it('"In my voice" removes what the voice avoids, drops emoji it does not use and signs off', async () => {
    const user = await basic();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/voices',
      headers: user.auth,
      payload: { name: 'Priya', avoid: ['channel', 'super'], emoji: 'none', sign_off: 'Talk soon, Priya' },
    });
    expect(created.statusCode).toBe(201);
    const voiceId = created.json().id as string;
    const text = 'Our channel is super fun 🎉. Subscribe to the channel for 2 videos a week.';
    for (const payload of [
      { text, content_type: 'newsletter', mode: 'voice' },
      { text, content_type: 'newsletter', mode: 'voice', voice_id: voiceId },
    ]) {
      const res = await humanize(user.auth, payload);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      const body = res.json<HumanizeResponse>();
      expect(body.humanized_text).not.toMatch(/channel|super|🎉/i);
      expect(body.humanized_text).toContain('2 videos a week');
      expect(body.humanized_text.trimEnd().endsWith('Talk soon, Priya')).toBe(true);
      expect(body.changes.some((c) => c.kind === 'voice')).toBe(true);
    }
  });

  it('refuses a voice that is not the creator\'s', async () => {
    const user = await basic();
    const res = await humanize(user.auth, { text: EMAIL, content_type: 'newsletter', mode: 'voice', voice_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(422);
    expect(await used(user.auth)).toBe(0);
  });
});

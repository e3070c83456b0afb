import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SPEECH_DETAIL } from '../../files/read-upload';
import { HttpError } from '../../lib/http-error';
import { makeToneWav } from '../../test/files/fixtures';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalTranscriptionServer } from '../../test/local-transcription-server';
import { formBody } from '../../test/multipart';
import { ARTICLE_TEXT } from '../../test/texts/summarize-sources';

/** What the service answers: the article, or nothing at all (what a speech model makes of a hum). */
let answer = ARTICLE_TEXT;
let service: Awaited<ReturnType<typeof startLocalTranscriptionServer>>;
let t: TestApp;

beforeAll(async () => {
  service = await startLocalTranscriptionServer({ respond: () => ({ status: 200, body: { text: answer } }) });
  t = await buildTestApp({ env: { TRANSCRIBE_BASE_URL: service.baseUrl } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A small WAV: a tone (or silence, at 0 Hz) of `seconds`, 8 kHz mono. */
const wavOf = (hz: number, seconds: number) => makeToneWav({ tones: [{ hz, seconds }], sampleRate: 8_000, channels: 1 });

async function upload(auth: Record<string, string>, bytes: Uint8Array) {
  const body = await formBody({ name: 'memo.wav', bytes, type: 'audio/wav' });
  return t.app.inject({ method: 'POST', url: '/api/content/summarize/file', payload: body.payload, headers: { ...auth, ...body.headers } });
}

const me = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json();
const usedSeconds = async (userId: string) => (await t.app.usage.transcription.allowance(userId, 'free')).usedSeconds;
/** Takes seconds of a Free creator's month, as earlier recordings would have. */
const spend = (userId: string, seconds: number) => t.app.usage.transcription.take({ userId, tier: 'free', seconds });

describe('transcription minutes (Free: 30 a month)', () => {
  it('refuses a silent recording as no speech without a single call, counting nothing', async () => {
    const user = await signUp(t.app);
    const calls = service.received.length;
    for (let i = 0; i < 3; i++) {
      const res = await upload(user.auth, wavOf(0, 10));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toBe(NO_SPEECH_DETAIL);
    }
    expect(service.received.length - calls).toBe(0);
    expect(await usedSeconds(user.id)).toBe(0);
    expect((await me(user.auth)).usage_counts).toMatchObject({ transcription_minutes: 0, summaries: 0 });
  });

  it('counts audio that was sent even when the service hears no speech in it', async () => {
    const user = await signUp(t.app);
    const calls = service.received.length;
    answer = '';
    try {
      const res = await upload(user.auth, wavOf(440, 10));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toBe(NO_SPEECH_DETAIL);
    } finally {
      answer = ARTICLE_TEXT;
    }
    expect(service.received.length - calls).toBe(1);
    const sent = service.received.at(-1)!.audio!.durationSeconds;
    expect(await usedSeconds(user.id)).toBe(Math.ceil(sent));
    // The summary itself failed, so it is refunded; the minutes are not.
    expect((await me(user.auth)).usage_counts).toMatchObject({ transcription_minutes: 1, summaries: 0 });
  });

  it('counts the minutes of a recording that is summarized', async () => {
    const user = await signUp(t.app);
    const res = await upload(user.auth, wavOf(440, 10));
    expect(res.statusCode, res.body).toBe(200);
    expect(await usedSeconds(user.id)).toBeGreaterThanOrEqual(10);
    expect((await me(user.auth)).usage_counts).toMatchObject({ transcription_minutes: 1, summaries: 1 });
  });

  it('refuses a recording longer than the minutes left, before any call, saying what is left', async () => {
    const user = await signUp(t.app);
    await spend(user.id, 30 * 60 - 10);
    const calls = service.received.length;
    const res = await upload(user.auth, wavOf(440, 20));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().detail).toBe(
      'This recording has 1 minute of audio to transcribe, but only less than a minute of the 30 minutes in your plan is left this month. ' +
        'Try a shorter recording, or upgrade your plan for more.',
    );
    expect(service.received.length - calls).toBe(0);
    expect(await usedSeconds(user.id)).toBe(30 * 60 - 10);
    expect((await me(user.auth)).usage_counts).toMatchObject({ transcription_minutes: 30, summaries: 0 });
  });

  it('says how many whole minutes are left', async () => {
    const user = await signUp(t.app);
    await spend(user.id, 26 * 60 + 30);
    const err = await spend(user.id, 5 * 60).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 403, detail: expect.stringContaining('5 minutes of audio to transcribe, but only 3 minutes of the 30 minutes') });
  });

  it('refuses every recording once the month is used up, before reading it', async () => {
    const user = await signUp(t.app);
    await spend(user.id, 30 * 60);
    const calls = service.received.length;
    const res = await upload(user.auth, wavOf(440, 5));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().detail).toBe(
      'All 30 minutes of transcription in your plan are used for this month. Audio and video can be summarized again next month, or upgrade your plan for more.',
    );
    expect(service.received.length - calls).toBe(0);
    // Documents do not use transcription minutes.
    const text = await formBody({ name: 'notes.txt', bytes: Buffer.from(ARTICLE_TEXT), type: 'text/plain' });
    const doc = await t.app.inject({ method: 'POST', url: '/api/content/summarize/file', payload: text.payload, headers: { ...user.auth, ...text.headers } });
    expect(doc.statusCode, doc.body).toBe(200);
  });

  it('never lets concurrent uploads go over the month: room for one, four at once, one is sent', async () => {
    const user = await signUp(t.app);
    // 20 s left: one 15-second recording fits, two do not.
    await spend(user.id, 30 * 60 - 20);
    const calls = service.received.length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(user.auth, wavOf(440, 15))));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([200, 403, 403, 403]);
    expect(service.received.length - calls).toBe(1);
    expect(await usedSeconds(user.id)).toBeLessThanOrEqual(30 * 60);
    expect(await usedSeconds(user.id)).toBe(30 * 60 - 20 + Math.ceil(service.received.at(-1)!.audio!.durationSeconds));
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../../contract/api-keys';
import type { Voice, VoiceListResponse } from '../../../contract/voices';
import { users } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

type Auth = Record<string, string>;
type Tier = 'free' | 'basic' | 'pro' | 'enterprise';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A creator on `tier` (set before any authenticated call, so no cache holds the old tier). */
async function creator(tier: Tier = 'free') {
  const user = await signUp(t.app);
  if (tier !== 'free') await setTier(user.id, tier);
  return user;
}
const setTier = (id: string, tier: Tier) => t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, id));

const post = (auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/voices', headers: auth, payload });
async function create(auth: Auth, payload: Record<string, unknown>): Promise<Voice> {
  const res = await post(auth, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Voice>();
}
async function list(auth: Auth): Promise<VoiceListResponse> {
  const res = await t.app.inject({ url: '/api/voices', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VoiceListResponse>();
}
const patch = (auth: Auth, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/voices/${id}`, headers: auth, payload });
const remove = (auth: Auth, id: string) => t.app.inject({ method: 'DELETE', url: `/api/voices/${id}`, headers: auth });

describe('saving voices', () => {
  it('saves a voice with its defaults, trimmed, and makes the first one the default', async () => {
    const user = await creator();
    const voice = await create(user.auth, { name: '  Warm and nerdy ', description: 'warm, direct, a little nerdy', own_hashtags: ['#CreatorTips'] });
    expect(voice).toMatchObject({
      name: 'Warm and nerdy',
      description: 'warm, direct, a little nerdy',
      samples: [],
      avoid: [],
      prefer: [],
      emoji: 'sparing',
      hashtags: 'platform',
      own_hashtags: ['CreatorTips'],
      sign_off: '',
      is_default: true,
    });
    const read = await t.app.inject({ url: `/api/voices/${voice.id}`, headers: user.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(voice);
  });

  it('lists the default first, then by name, with the plan limit', async () => {
    const user = await creator('pro');
    await create(user.auth, { name: 'Zesty' });
    await create(user.auth, { name: 'Calm' });
    const made = await create(user.auth, { name: 'Bold', is_default: true });
    const listed = await list(user.auth);
    expect(listed.limit).toBe(10);
    expect(listed.voices.map((v) => [v.name, v.is_default])).toEqual([
      ['Bold', true],
      ['Calm', false],
      ['Zesty', false],
    ]);
    expect(listed.voices[0]!.id).toBe(made.id);
  });

  it('refuses a voice past the Free plan cap with the plan and the way to upgrade', async () => {
    const user = await creator();
    await create(user.auth, { name: 'Mine' });
    const res = await post(user.auth, { name: 'Another' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Your Free plan includes 1 brand voice. Upgrade to keep more.' });
    expect((await list(user.auth)).voices).toHaveLength(1);
  });

  it('lets Basic keep three, and concurrent saves never pass the cap', async () => {
    const user = await creator('basic');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(user.auth, { name: `Voice ${i}` })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 403);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({ detail: 'Your Basic plan includes 3 brand voices. Upgrade to keep more.' });
    const listed = await list(user.auth);
    expect(listed.voices).toHaveLength(3);
    expect(listed.voices.filter((v) => v.is_default)).toHaveLength(1);
  });

  it('has no cap on Enterprise', async () => {
    const user = await creator('enterprise');
    for (let i = 0; i < 12; i += 1) await create(user.auth, { name: `Voice ${i}` });
    const listed = await list(user.auth);
    expect(listed.limit).toBeNull();
    expect(listed.voices).toHaveLength(12);
  });

  it('keeps a downgraded creator\'s voices usable and deletable, but adds none past the cap', async () => {
    const user = await creator('pro');
    const a = await create(user.auth, { name: 'A' });
    const b = await create(user.auth, { name: 'B' });
    await setTier(user.id, 'free');
    // Signed in again, as after the plan change (a session may hold the tier it started with).
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode, login.body).toBe(200);
    user.auth = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const listed = await list(user.auth);
    expect(listed.voices.map((v) => v.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.limit).toBe(1);
    expect((await post(user.auth, { name: 'C' })).statusCode).toBe(403);
    expect((await patch(user.auth, b.id, { sign_off: 'Talk soon, B' })).statusCode).toBe(200);
    expect((await remove(user.auth, b.id)).statusCode).toBe(204);
    // Still at the cap (one voice on Free): adding waits until that one goes too.
    expect((await post(user.auth, { name: 'C' })).statusCode).toBe(403);
    expect((await remove(user.auth, a.id)).statusCode).toBe(204);
    expect((await post(user.auth, { name: 'C' })).statusCode).toBe(201);
  });

  it.each([
    [{}, /^The name is required/],
    [{ name: 'X', emoji: 'lots' }, /^The emoji habit must be one of/],
    [{ name: 'X', samples: ['a', 'b', 'c', 'd', 'e', 'f'] }, /^The sample texts may have at most 5 texts/],
    [{ name: 'X', own_hashtags: ['two words'] }, /^Each of the hashtags of your own must be one word/],
    [{ name: 'X', avoid: Array.from({ length: 41 }, (_, i) => `word${i}`) }, /^The words to avoid may have at most 40 entries/],
  ])('refuses %j with 422 naming the field in words', async (payload, detail) => {
    const user = await creator();
    const res = await post(user.auth, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ detail: string }>().detail).toMatch(detail);
    expect(res.body).not.toMatch(/own_hashtags|"avoid|samples\b|emoji:/);
  });

  it('refuses without a session', async () => {
    expect((await t.app.inject({ url: '/api/voices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/voices', payload: { name: 'X' } })).statusCode).toBe(401);
  });
});

describe('changing and deleting voices', () => {
  it('makes another voice the default and unsets the previous one', async () => {
    const user = await creator('basic');
    const first = await create(user.auth, { name: 'First' });
    const second = await create(user.auth, { name: 'Second' });
    expect(second.is_default).toBe(false);
    const res = await patch(user.auth, second.id, { is_default: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Voice>().is_default).toBe(true);
    const listed = await list(user.auth);
    expect(listed.voices.map((v) => [v.id, v.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('changes only the fields sent and moves updated_at', async () => {
    const user = await creator();
    const voice = await create(user.auth, { name: 'Mine', avoid: ['game-changer'], sign_off: 'Cheers' });
    const res = await patch(user.auth, voice.id, { prefer: ['here is the thing'], emoji: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<Voice>();
    expect(changed).toMatchObject({ name: 'Mine', avoid: ['game-changer'], sign_off: 'Cheers', prefer: ['here is the thing'], emoji: 'none', is_default: true });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(voice.updated_at));
  });

  it('refuses an empty change with 422', async () => {
    const user = await creator();
    const voice = await create(user.auth, { name: 'Mine' });
    const res = await patch(user.auth, voice.id, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Nothing to change: send at least one field.' });
  });

  it('answers 404 for a voice that is unknown or another creator\'s, and leaves theirs alone', async () => {
    const owner = await creator();
    const other = await creator();
    const voice = await create(owner.auth, { name: 'Theirs' });
    for (const id of [voice.id, randomUUID(), 'not-an-id']) {
      for (const res of [
        await t.app.inject({ url: `/api/voices/${id}`, headers: other.auth }),
        await patch(other.auth, id, { name: 'Stolen', is_default: true }),
        await remove(other.auth, id),
      ]) {
        expect(res.statusCode, `${id} ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Voice not found.' });
      }
    }
    expect((await list(owner.auth)).voices).toEqual([voice]);
  });

  it('deletes a voice with 204; deleting the default leaves none the default', async () => {
    const user = await creator('basic');
    const first = await create(user.auth, { name: 'First' });
    const second = await create(user.auth, { name: 'Second' });
    const res = await remove(user.auth, first.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list(user.auth)).voices.map((v) => [v.id, v.is_default])).toEqual([[second.id, false]]);
    expect((await remove(user.auth, first.id)).statusCode).toBe(404);
  });
});

describe('the voice a generation is written in (briefFor)', () => {
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('is the named voice, else the default, else none', async () => {
    const user = await creator('basic');
    const row = await userRow(user.id);
    expect(await t.app.voices.briefFor(row)).toBeNull();
    const first = await create(user.auth, { name: 'First', avoid: ['synergy'], sign_off: 'Bye' });
    const second = await create(user.auth, { name: 'Second', emoji: 'none' });
    expect(await t.app.voices.briefFor(row)).toEqual({
      name: 'First',
      description: '',
      samples: [],
      avoid: ['synergy'],
      prefer: [],
      emoji: 'sparing',
      hashtags: 'platform',
      own_hashtags: [],
      sign_off: 'Bye',
    });
    expect((await t.app.voices.briefFor(row, second.id))?.name).toBe('Second');
    expect(first.is_default).toBe(true);
  });

  it('refuses a voice that is not the creator\'s with 422', async () => {
    const owner = await creator();
    const other = await creator();
    const voice = await create(owner.auth, { name: 'Theirs' });
    const row = await userRow(other.id);
    for (const id of [voice.id, randomUUID()]) {
      await expect(t.app.voices.briefFor(row, id)).rejects.toMatchObject({ statusCode: 422, detail: 'The voice must be one of your voices.' });
    }
  });
});

describe('voices with an API key', () => {
  it('lists and reads voices (to find a voice_id), and refuses saving, changing and deleting one', async () => {
    const user = await creator('enterprise');
    const voice = await create(user.auth, { name: 'Maya', avoid: ['synergy'] });
    const created = await t.app.inject({ method: 'POST', url: '/api/keys', headers: user.auth, payload: { name: 'Script' } });
    expect(created.statusCode, created.body).toBe(201);
    const key = { authorization: `Bearer ${created.json().key}` };

    expect(await list(key)).toEqual(await list(user.auth));
    const read = await t.app.inject({ url: `/api/voices/${voice.id}`, headers: key });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(voice);
    expect((await t.app.inject({ url: `/api/voices/${randomUUID()}`, headers: key })).statusCode).toBe(404);

    for (const res of [await post(key, { name: 'From a key' }), await patch(key, voice.id, { name: 'Renamed' }), await remove(key, voice.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.notForKeys);
    }
    // Nothing changed.
    expect((await list(user.auth)).voices).toEqual([voice]);
  });
});

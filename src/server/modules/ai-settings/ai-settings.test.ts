import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { aiSettings } from '../../db/schema';
import { createTokenBox } from '../../social/token-box';
import { buildTestApp, claimOwnerAccount, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ReceivedRequest } from '../../test/local-model-server';

const OWNER_EMAIL = 'owner@inkwell.test';
const KEY = 'sk-local-secret-key-a1b2';
const DRAFT = 'Tides turn twice a day, and your morning swim should know it. #Tides #OpenWater';

/** A local OpenAI-compatible server that wants KEY, knows every model but "nope", and never answers for "slow". */
function answer(req: ReceivedRequest) {
  if (req.headers.authorization !== `Bearer ${KEY}`) return { status: 401, body: { error: { message: 'Incorrect API key provided' } } };
  if (req.body.model === 'nope') return { status: 404, body: { error: { message: 'model "nope" not found, try pulling it first' } } };
  if (req.body.model === 'slow') return { hang: true as const };
  if (req.body.model === 'broken') return { status: 500, body: { error: { message: 'out of memory' } } };
  return { text: req.prompt.includes('Reply with the word OK') ? 'OK' : DRAFT };
}

let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;
let owner: Awaited<ReturnType<typeof claimOwnerAccount>>;

beforeAll(async () => {
  server = await startLocalModelServer('openai', answer);
  t = await buildTestApp({ env: { OWNER_EMAIL, AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '0' } });
  owner = await claimOwnerAccount(t);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

type Headers = Record<string, string>;
const get = (headers: Headers) => t.app.inject({ url: '/api/settings/ai', headers });
const put = (headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/ai', headers, payload });
const test = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/settings/ai/test', headers, payload });
const local = (overrides: object = {}) => ({ provider: 'openai-compatible', base_url: server.baseUrl, model: 'llama-test', ...overrides });
const readRow = async () => (await t.database.db.select().from(aiSettings).where(eq(aiSettings.id, 'default')))[0];

/** A 127.0.0.1 port with nothing listening on it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('who may use the AI settings', () => {
  it('refuses every route to a creator with 403, before looking at the body', async () => {
    const creator = await signUp(t.app);
    for (const res of [await get(creator.auth), await put(creator.auth, local({ api_key: KEY })), await test(creator.auth, { provider: 'bogus' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Only the owner account can change the AI settings.' });
    }
    expect(await readRow()).toBeUndefined();
  });

  it('asks for a session', async () => {
    const res = await get({});
    expect(res.statusCode).toBe(401);
  });

  it('answers the owner: nothing saved, no environment provider, drafts from the offline engine', async () => {
    const res = await get(owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ source: 'offline', environment: null, saved: null, active: { engine: 'offline', model: 'inkwell-offline-composer' } });
  });
});

describe('saving the settings', () => {
  it('refuses what cannot work with 422, naming the field in words', async () => {
    const cases: Array<[object, string]> = [
      [local({ base_url: '' }), 'The base URL is required for an OpenAI-compatible server.'],
      [local({ base_url: 'ftp://models.example.com' }), 'The base URL must start with http:// or https://.'],
      [{ provider: 'openai', model: 'gpt-4o-mini' }, 'The API key is required for OpenAI.'],
      [{ provider: 'anthropic', model: 'claude-sonnet-4-5', api_key: '' }, 'The API key is required for Anthropic.'],
      [local({ provider: 'mistral' }), 'The provider must be one of openai, anthropic or openai-compatible.'],
      [local({ model: '' }), 'The model'],
    ];
    for (const [payload, detail] of cases) {
      const res = await put(owner.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toContain(detail);
    }
    expect(await readRow()).toBeUndefined();
  });

  it('seals the key in the database and never sends it back: only that one is saved and its last four characters', async () => {
    const res = await put(owner.auth, local({ api_key: KEY, use: 'offline' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
    expect(res.json().saved).toMatchObject({ provider: 'openai-compatible', base_url: server.baseUrl, model: 'llama-test', has_key: true, key_hint: 'a1b2', use: 'offline' });
    const row = (await readRow())!;
    expect(row.apiKeySealed).not.toBeNull();
    expect(row.apiKeySealed).not.toContain(KEY);
    expect(row.apiKeySealed).not.toContain(Buffer.from(KEY).toString('base64url'));
    expect(createTokenBox(t.config.secretKey).open(row.apiKeySealed!, 'ai_settings.api_key')).toBe(KEY);
    // Bound to its column: the same sealed value does not open as another secret.
    expect(() => createTokenBox(t.config.secretKey).open(row.apiKeySealed!, 'social_accounts.access_token')).toThrow();
    expect((await get(owner.auth)).body).not.toContain(KEY);
  });

  it('keeps the saved key when api_key is left out, and removes it with an empty string', async () => {
    await put(owner.auth, local({ api_key: KEY, use: 'offline' }));
    const kept = await put(owner.auth, local({ model: 'other-model', use: 'offline' }));
    expect(kept.json().saved).toMatchObject({ model: 'other-model', has_key: true, key_hint: 'a1b2' });
    const removed = await put(owner.auth, local({ api_key: '', use: 'offline' }));
    expect(removed.json().saved).toMatchObject({ has_key: false, key_hint: null });
    expect((await readRow())!.apiKeySealed).toBeNull();
  });

  it('drops the trailing slash of a base URL', async () => {
    const res = await put(owner.auth, local({ base_url: `${server.baseUrl}/`, use: 'offline' }));
    expect(res.json().saved.base_url).toBe(server.baseUrl);
  });
});

describe('testing a connection', () => {
  it('makes one short call and says how long it took and what the model answered', async () => {
    const before = server.received.length;
    const res = await test(owner.auth, local({ api_key: KEY }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, reply: 'OK', error: null });
    expect(Number.isInteger(body.latency_ms)).toBe(true);
    const sent = server.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.model).toBe('llama-test');
    expect(sent[0]!.body.max_tokens).toBe(16);
  });

  it('uses the saved key when none is given', async () => {
    await put(owner.auth, local({ api_key: KEY, use: 'offline' }));
    const res = await test(owner.auth, local());
    expect(res.json()).toMatchObject({ ok: true, reply: 'OK' });
  });

  it('says in plain words why a connection fails', async () => {
    const port = await freePort();
    const root = server.baseUrl.replace(/\/v1$/, '');
    const cases: Array<[object, string]> = [
      [local({ api_key: 'sk-wrong-key-0000000000' }), 'The server refused the API key.'],
      [local({ api_key: KEY, base_url: `http://127.0.0.1:${port}/v1` }), `Nothing answered at 127.0.0.1:${port}.`],
      [local({ api_key: KEY, model: 'nope' }), 'The server has no model named “nope”.'],
      [local({ api_key: KEY, base_url: root }), `Nothing was found at ${root}/chat/completions (HTTP 404): check the base URL, which usually ends in /v1.`],
      [local({ api_key: KEY, model: 'broken' }), 'The server answered HTTP 500: out of memory.'],
      [local({ api_key: KEY, model: 'slow' }), `Nothing came back from ${new URL(server.baseUrl).host} within 1.5 s.`],
    ];
    for (const [payload, error] of cases) {
      const res = await test(owner.auth, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ ok: false, reply: null, error });
    }
  });

  it('refuses settings that cannot be tested with 422', async () => {
    const res = await test(owner.auth, local({ base_url: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The base URL is required for an OpenAI-compatible server.');
  });
});

describe('connecting a model from the app', () => {
  it('writes the next draft with the saved model, says which one, and goes back to the offline engine on request', async () => {
    const creator = await signUp(t.app);
    const saved = await put(owner.auth, local({ api_key: KEY, use: 'model' }));
    expect(saved.json()).toMatchObject({ source: 'app', environment: null, active: { engine: 'openai-compatible', model: 'llama-test' } });

    const draft = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: creator.auth, payload: { topic: 'tides', platform: 'twitter' } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ engine: 'openai-compatible', model: 'llama-test', content: DRAFT });
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ ai_engine: 'openai-compatible', ai_model: 'llama-test' });

    const offline = await put(owner.auth, local({ use: 'offline' }));
    expect(offline.json()).toMatchObject({ source: 'offline', active: { engine: 'offline', model: 'inkwell-offline-composer' } });
    const next = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: creator.auth, payload: { topic: 'tides', platform: 'twitter' } });
    expect(next.json()).toMatchObject({ engine: 'offline' });
  });

  it('picks up a save made by another instance when its poll sees updated_at move', async () => {
    await put(owner.auth, local({ api_key: KEY, use: 'offline' }));
    expect(t.app.models.current).toBeNull();
    // Another instance's save: the row changes behind this one's back.
    await t.database.db.update(aiSettings).set({ use: 'model', model: 'from-elsewhere', updatedAt: sql`clock_timestamp()` }).where(eq(aiSettings.id, 'default'));
    expect(t.app.models.current).toBeNull();
    await t.app.aiSettings.poll();
    expect(t.app.models.current).toMatchObject({ engine: 'openai-compatible', model: 'from-elsewhere' });
    await put(owner.auth, local({ use: 'offline' }));
    expect(t.app.models.current).toBeNull();
  });
});

describe('with a provider in the environment', () => {
  let envApp: TestApp;
  let envOwner: Awaited<ReturnType<typeof claimOwnerAccount>>;
  beforeAll(async () => {
    envApp = await buildTestApp({ env: { OWNER_EMAIL, AI_BASE_URL: server.baseUrl, AI_MODEL: 'env-model', AI_API_KEY: KEY, AI_MAX_RETRIES: '0' } });
    envOwner = await claimOwnerAccount(envApp);
  });
  afterAll(async () => envApp?.close());

  it('keeps the environment’s model, says so, and still saves the page’s settings for later', async () => {
    const first = await envApp.app.inject({ url: '/api/settings/ai', headers: envOwner.auth });
    expect(first.json()).toEqual({
      source: 'environment',
      environment: { provider: 'openai-compatible', model: 'env-model', base_url: server.baseUrl },
      saved: null,
      active: { engine: 'openai-compatible', model: 'env-model' },
    });
    const res = await envApp.app.inject({ method: 'PUT', url: '/api/settings/ai', headers: envOwner.auth, payload: local({ api_key: KEY, model: 'page-model' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'environment', saved: { model: 'page-model', use: 'model' }, active: { engine: 'openai-compatible', model: 'env-model' } });
    const creator = await signUp(envApp.app);
    const draft = await envApp.app.inject({ method: 'POST', url: '/api/content/social-media', headers: creator.auth, payload: { topic: 'tides', platform: 'twitter' } });
    expect(draft.json()).toMatchObject({ engine: 'openai-compatible', model: 'env-model' });
  });
});

describe('the Test connection rate limit', () => {
  let limited: TestApp;
  let limitedOwner: Awaited<ReturnType<typeof claimOwnerAccount>>;
  beforeAll(async () => {
    limited = await buildTestApp({
      env: { OWNER_EMAIL, AI_MAX_RETRIES: '0' },
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, aiSettingsTestPerUser: { max: 2, windowMs: 60_000 } } },
    });
    limitedOwner = await claimOwnerAccount(limited);
  });
  afterAll(async () => limited?.close());

  it('answers 429 after a few tests a minute', async () => {
    const send = () => limited.app.inject({ method: 'POST', url: '/api/settings/ai/test', headers: limitedOwner.auth, payload: local({ api_key: KEY }) });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { startLocalModelServer, type Dialect, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import type { TextModel } from '../text-model';
import { createTextModel } from './create-text-model';

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function modelFor(
  provider: 'openai' | 'openai-compatible' | 'anthropic',
  respond: (req: ReceivedRequest, i: number) => ModelReply,
  env: Record<string, string> = {},
) {
  const dialect: Dialect = provider === 'anthropic' ? 'anthropic' : 'openai';
  const server = await startLocalModelServer(dialect, respond);
  servers.push(server);
  const base = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000', ...env };
  const providerEnv = {
    openai: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseUrl },
    'openai-compatible': { AI_BASE_URL: server.baseUrl },
    anthropic: { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: server.baseUrl },
  }[provider];
  const model = createTextModel(loadConfig({ ...base, ...providerEnv }).ai) as TextModel;
  return { model, server };
}

async function collect(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

const request = { system: 'You are an editor.', prompt: 'Write about tides.' };

describe.each(['openai', 'openai-compatible', 'anthropic'] as const)('%s provider', (provider) => {
  it('streams the text as the server sends it', async () => {
    const { model, server } = await modelFor(provider, () => ({ text: 'The moon pulls the sea twice a day.', chunks: 6 }));
    expect(model.engine).toBe(provider);
    expect(model.model).toBe('test-model');
    const pieces = await collect(model.stream(request));
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe('The moon pulls the sea twice a day.');
    const sent = server.received[0]!;
    expect(sent.stream).toBe(true);
    expect(sent.body.model).toBe('test-model');
    expect(sent.prompt).toBe('Write about tides.');
    expect(sent.system).toBe('You are an editor.');
    if (provider === 'anthropic') {
      expect(sent.headers['x-api-key']).toBe('sk-ant-test');
      expect(sent.headers['anthropic-version']).toBeTruthy();
    } else if (provider === 'openai') {
      expect(sent.headers.authorization).toBe('Bearer sk-test');
    }
  });

  it('generates without streaming', async () => {
    const { model, server } = await modelFor(provider, () => ({ text: 'Spring tides follow the full moon.' }));
    await expect(model.generate(request)).resolves.toBe('Spring tides follow the full moon.');
    expect(server.received[0]!.stream).toBe(false);
  });

  it('retries a 429 and a 503 with backoff, honouring retry-after-ms', async () => {
    const { model, server } = await modelFor(provider, (_req, i) =>
      i === 0
        ? { status: 429, headers: { 'retry-after-ms': '10' } }
        : i === 1
          ? { status: 503, headers: { 'retry-after-ms': '10' } }
          : { text: 'Third time lucky.' },
    );
    await expect(model.generate(request)).resolves.toBe('Third time lucky.');
    expect(server.received).toHaveLength(3);
  });

  it('maps an upstream failure to 502 once retries are spent', async () => {
    const { model, server } = await modelFor(provider, () => ({ status: 500, headers: { 'retry-after-ms': '5' } }), { AI_MAX_RETRIES: '1' });
    const err = await collect(model.stream(request)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(502);
    expect((err as HttpError).detail).toBe('Server error occurred. Please try again in a few moments.');
    expect((err as HttpError).logDetail).toBe('The AI model failed to answer: the AI provider answered HTTP 500');
    expect(server.received).toHaveLength(2);
  });

  it('tells the creator when the provider is rate limiting, once retries are spent', async () => {
    const { model } = await modelFor(provider, () => ({ status: 429, headers: { 'retry-after-ms': '5' } }), { AI_MAX_RETRIES: '0' });
    const err = (await model.generate(request).catch((e: unknown) => e)) as HttpError;
    expect(err.statusCode).toBe(502);
    expect(err.detail).toBe('The AI model is busy right now. Please try again in a minute.');
  });

  it('does not retry a refused key', async () => {
    const { model, server } = await modelFor(provider, () => ({ status: 401, body: { error: { message: 'bad key' } } }));
    const err = (await model.generate(request).catch((e: unknown) => e)) as HttpError;
    expect(err.statusCode).toBe(502);
    // The creator is not told about the operator's key; the log is.
    expect(err.detail).toBe('Server error occurred. Please try again in a few moments.');
    expect(err.detail).not.toMatch(/key/i);
    expect(err.logDetail).toBe('The AI model failed to answer: the AI provider refused the API key');
    expect(server.received).toHaveLength(1);
  });

  it('maps a model that never answers to 504 at the deadline', async () => {
    const { model } = await modelFor(provider, () => ({ hang: true }), { AI_TIMEOUT_MS: '1000' });
    const err = (await collect(model.stream(request)).catch((e: unknown) => e)) as HttpError;
    expect(err.statusCode).toBe(504);
    expect(err.detail).toBe('Request timed out. Please try again with a shorter content or simpler request.');
  });
});

describe('configuration', () => {
  it('is offline with no AI settings, and needs the settings of the provider it names', () => {
    const base = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40) };
    expect(createTextModel(loadConfig(base).ai)).toBeNull();
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY: required/);
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/AI_MODEL: required/);
    expect(loadConfig({ ...base, ANTHROPIC_API_KEY: 'x' }).ai).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-5' });
    expect(loadConfig({ ...base, OPENAI_API_KEY: 'x' }).ai).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' });
  });
});

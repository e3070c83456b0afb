import { afterEach, describe, expect, it } from 'vitest';
import type { AiConfig } from '../../config';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { probeModel } from './probe-model';

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function settingsFor(provider: 'openai' | 'anthropic', respond: (req: ReceivedRequest) => ModelReply): Promise<AiConfig> {
  const server = await startLocalModelServer(provider, respond);
  servers.push(server);
  return { provider, model: 'probe-model', apiKey: 'sk-probe-key', baseUrl: server.baseUrl, timeoutMs: 60_000, maxRetries: 3 };
}

describe.each(['openai', 'anthropic'] as const)('probing %s', (provider) => {
  it('answers ok with the reply and the time it took', async () => {
    const received: ReceivedRequest[] = [];
    const settings = await settingsFor(provider, (req) => (received.push(req), { text: ' OK\n' }));
    let clock = 1000;
    const result = await probeModel(settings, () => (clock += 250));
    expect(result).toEqual({ ok: true, latencyMs: 250, reply: 'OK', error: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.prompt).toBe('Reply with the word OK.');
  });

  it('says the key was refused, without retrying', async () => {
    let calls = 0;
    const settings = await settingsFor(provider, () => (calls++, { status: 401, body: { error: { type: 'authentication_error', message: 'invalid x-api-key' } } }));
    const result = await probeModel(settings);
    expect(result).toMatchObject({ ok: false, reply: null, error: 'The server refused the API key.' });
    expect(calls).toBe(1);
  });

  it('says which model the server does not have', async () => {
    const settings = await settingsFor(provider, () => ({ status: 404, body: { error: { type: 'not_found_error', message: 'model: probe-model' } } }));
    expect((await probeModel(settings)).error).toBe('The server has no model named “probe-model”.');
  });

  it('says the status and the server’s reason for anything else', async () => {
    const settings = await settingsFor(provider, () => ({ status: 503, body: { error: { type: 'overloaded_error', message: 'Overloaded' } } }));
    expect((await probeModel(settings)).error).toBe('The server answered HTTP 503: Overloaded.');
  });
});
